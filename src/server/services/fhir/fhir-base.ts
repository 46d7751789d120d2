import { createHash } from 'node:crypto';

/**
 * What every part of the FHIR export shares: the resource shape, stable ids and the code
 * systems of our own codes. FHIR R4 (4.0.1) only.
 */

/** A FHIR resource as JSON; each builder checks its own fields, the tests validate the whole. */
export interface FhirResource {
  resourceType: string;
  id: string;
  [field: string]: unknown;
}

export interface Reference {
  reference?: string;
  display?: string;
}

/**
 * A stable id for a resource of the visit that has no row of its own (an Observation, a Flag):
 * the same visit always exports the same ids, so a receiver can recognise a resend.
 */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-5-like UUID so it can be a `urn:uuid:` full URL.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Inside a collection Bundle, resources refer to each other by their `urn:uuid:` full URL. */
export function refTo(resource: FhirResource, display?: string): Reference {
  return { reference: `urn:uuid:${resource.id}`, ...(display ? { display } : {}) };
}

/** Our own codes (option ids, products, flags) under one URN namespace, stable across sites. */
export const SYSTEM = {
  appointment: 'urn:clinic-intake:appointment-number',
  client: 'urn:clinic-intake:client-id',
  contentSha256: 'urn:clinic-intake:content-sha256',
  documentSha256: 'urn:clinic-intake:fhir:document-sha256',
  flag: 'urn:clinic-intake:screening-flag',
  option: (list: string) => `urn:clinic-intake:option:${list}`,
  product: (list: string) => `urn:clinic-intake:product:${list}`,
  template: 'urn:clinic-intake:template',
  answer: 'urn:clinic-intake:yes-no',
} as const;

export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const SNOMED = 'http://snomed.info/sct';
