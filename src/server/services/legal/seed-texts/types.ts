/** One seeded document: its title and body (`## ` headings, `- ` list items, blank lines). */
export interface SeedDocument {
  title: string;
  body: string;
}

/** A language's seeded terms of service and privacy policy, written for one brand's name. */
export interface SeedTexts {
  terms: (brand: string) => SeedDocument;
  privacy: (brand: string) => SeedDocument;
}
