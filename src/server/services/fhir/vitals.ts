import { computeBmi, type Template, type Unit } from '../../../shared/forms';
import { zonedToUtc } from '../../../shared/opening-hours';
import { LOINC, refTo, stableId, type FhirResource } from './fhir-base';
import { quantityOf } from './units';

/**
 * The nurse's readings as vital-signs Observations (FHIR R4 vital signs profile codes):
 * LOINC codes, UCUM units, one Observation per reading, before and after the infusion.
 */

interface Vital {
  field: string;
  codes: { code: string; display: string }[];
  unit: Unit | 'kg/m2' | 'template';
}

const VITALS: Vital[] = [
  {
    field: 'bp_systolic',
    codes: [{ code: '8480-6', display: 'Systolic blood pressure' }],
    unit: 'mmHg',
  },
  {
    field: 'bp_diastolic',
    codes: [{ code: '8462-4', display: 'Diastolic blood pressure' }],
    unit: 'mmHg',
  },
  { field: 'pulse', codes: [{ code: '8867-4', display: 'Heart rate' }], unit: 'bpm' },
  {
    field: 'sat_o2',
    // Pulse oximetry, with the general SpO2 code the vital signs profile also requires.
    codes: [
      { code: '59408-5', display: 'Oxygen saturation in Arterial blood by Pulse oximetry' },
      { code: '2708-6', display: 'Oxygen saturation in Arterial blood' },
    ],
    unit: 'percent',
  },
];

const BODY: Vital[] = [
  { field: 'height', codes: [{ code: '8302-2', display: 'Body height' }], unit: 'template' },
  { field: 'weight', codes: [{ code: '29463-7', display: 'Body weight' }], unit: 'template' },
  {
    field: 'bmi',
    codes: [{ code: '39156-5', display: 'Body mass index (BMI) [Ratio]' }],
    unit: 'kg/m2',
  },
];

const VITAL_SIGNS = {
  coding: [
    {
      system: 'http://terminology.hl7.org/CodeSystem/observation-category',
      code: 'vital-signs',
      display: 'Vital Signs',
    },
  ],
};

export interface VitalsContext {
  patient: FhirResource;
  response: FhirResource;
  timezone: string;
  /** When the record was signed: the time of a reading without its own clock time. */
  signedAt: string;
  performer: string;
}

function unitOf(template: Template, field: string): Unit | undefined {
  for (const section of template.sections)
    for (const q of section.questions) if (q.id === field && q.type === 'number') return q.unit;
  return undefined;
}

/** The local date and HH:MM of the record as an instant, or the signing time. */
function instant(answers: Record<string, unknown>, time: unknown, context: VitalsContext): string {
  const date = answers.completion_date;
  if (typeof date !== 'string' || typeof time !== 'string' || !/^\d\d:\d\d$/.test(time))
    return context.signedAt;
  const [h, m] = time.split(':').map(Number);
  return zonedToUtc(date, h! * 60 + m!, context.timezone).toISOString();
}

export function vitalObservations(
  template: Template,
  answers: Record<string, unknown>,
  context: VitalsContext,
): FhirResource[] {
  const heightUnit = unitOf(template, 'height');
  const weightUnit = unitOf(template, 'weight');
  const values: Record<string, unknown> = {
    ...answers,
    bmi: computeBmi(answers.height, heightUnit, answers.weight, weightUnit),
  };
  const readings: { vital: Vital; field: string; when: 'before' | 'after' }[] = [
    ...(['before', 'after'] as const).flatMap((when) =>
      VITALS.map((vital) => ({ vital, field: `${vital.field}_${when}`, when })),
    ),
    ...BODY.map((vital) => ({ vital, field: vital.field, when: 'before' as const })),
  ];
  const at = {
    before: instant(answers, answers.setup_time, context),
    after: instant(answers, answers.completion_time, context),
  };
  return readings.flatMap(({ vital, field, when }) => {
    const value = values[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    const unit = vital.unit === 'template' ? unitOf(template, field) : vital.unit;
    if (!unit) return [];
    return [
      {
        resourceType: 'Observation',
        id: stableId(context.response.id, 'observation', field),
        status: 'final',
        category: [VITAL_SIGNS],
        code: {
          coding: vital.codes.map((c) => ({ system: LOINC, ...c })),
          text: vital.codes[0]!.display,
        },
        subject: refTo(context.patient),
        effectiveDateTime: at[when],
        performer: [{ display: context.performer }],
        valueQuantity: quantityOf(value, unit),
        note: [{ text: when === 'before' ? 'Before the infusion' : 'After the infusion' }],
        derivedFrom: [refTo(context.response)],
      },
    ];
  });
}
