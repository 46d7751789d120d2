import type { ProductLine, Route, Template } from '../../../shared/forms';
import { productKey, routeKey } from '../../../shared/forms';
import { formsTranslator } from '../pdf/forms-texts';
import { refTo, SNOMED, stableId, SYSTEM, type FhirResource } from './fhir-base';
import { quantityOf } from './units';

/**
 * One MedicationAdministration per product line of the nurse's record: the product, its dose
 * in UCUM, the route in SNOMED CT, and the line's batch. R4 keeps a batch on Medication, not
 * on the administration, so each line carries its product as a contained Medication.
 */

const ROUTES: Record<Route, { code: string; display: string }> = {
  iv_infusion: { code: '47625008', display: 'Intravenous route' },
  iv_push: { code: '47625008', display: 'Intravenous route' },
  im_injection: { code: '78421000', display: 'Intramuscular route' },
  subcutaneous: { code: '34206005', display: 'Subcutaneous route' },
};

export interface AdministrationContext {
  patient: FhirResource;
  response: FhirResource;
  effective: string;
  performer: string;
}

export function medicationAdministrations(
  template: Template,
  answers: Record<string, unknown>,
  context: AdministrationContext,
): FhirResource[] {
  const t = formsTranslator('en', template.brand);
  const out: FhirResource[] = [];
  for (const section of template.sections) {
    for (const question of section.questions) {
      if (question.type !== 'product_lines') continue;
      const lines = answers[question.id];
      if (!Array.isArray(lines)) continue;
      (lines as ProductLine[]).forEach((line, index) => {
        const product = question.products.items.find((p) => p.id === line.product);
        if (!product) return;
        const name = t(productKey(question.products, product));
        const code = {
          coding: [
            { system: SYSTEM.product(question.products.id), code: product.id, display: name },
          ],
          text: name,
        };
        out.push({
          resourceType: 'MedicationAdministration',
          id: stableId(context.response.id, 'administration', String(index)),
          contained: [
            {
              resourceType: 'Medication',
              id: 'product',
              code,
              ...(line.batch ? { batch: { lotNumber: line.batch } } : {}),
            },
          ],
          status: 'completed',
          medicationReference: { reference: '#product', display: name },
          subject: refTo(context.patient),
          effectiveDateTime: context.effective,
          performer: [{ actor: { display: context.performer } }],
          supportingInformation: [refTo(context.response)],
          dosage: {
            text: `${name} ${line.dose} ${product.unit}, ${t(routeKey(product.route))}`,
            route: { coding: [{ system: SNOMED, ...ROUTES[product.route] }] },
            dose: quantityOf(line.dose, product.unit),
          },
        });
      });
    }
  }
  return out;
}
