import { loadavg } from 'node:os';
import { createPdfSigner } from '../src/server/services/documents/signing/pdf-signer';
import { createSelfSignedIdentity } from '../src/server/services/documents/signing/self-signed';
import { renderRecordPdf } from '../src/server/services/pdf';
import { fullRecord, withReconsent } from '../src/server/services/pdf/test-record';

/**
 * What signing adds to each stored record PDF (decision 029): the full record rendered (A, the
 * unsigned PDF as before) beside rendered and signed (B, what is stored now), alternated A/B in
 * rounds so both see the same machine load. Prints medians, the spread (p10–p90), the ratio B/A,
 * the signing step alone, and the load average before and after.
 */
const WARM_UP = 5;
const ROUNDS = 30;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const describe = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return {
    median: quantile(s, 0.5),
    text: `median ${quantile(s, 0.5).toFixed(1)} ms (p10 ${quantile(s, 0.1).toFixed(1)} – p90 ${quantile(s, 0.9).toFixed(1)})`,
  };
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export async function measurePdfSigning(): Promise<void> {
  const signer = createPdfSigner(createSelfSignedIdentity('bench'), 'Clinic Intake');
  const record = withReconsent(fullRecord('en'));
  const unsigned = async () => renderRecordPdf(record);
  const signed = async () => signer.sign(await renderRecordPdf(record), new Date());
  const loadBefore = load();
  for (let i = 0; i < WARM_UP; i++) {
    await unsigned();
    await signed();
  }
  const a: number[] = [];
  const b: number[] = [];
  const signOnly: number[] = [];
  const time = async <T>(run: () => Promise<T>, into: number[]) => {
    const t = performance.now();
    const out = await run();
    into.push(performance.now() - t);
    return out;
  };
  const sizes = [0, 0];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which side goes first so neither always runs on a warmer or colder heap.
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const side of order) {
      if (side === 'A') sizes[0] = (await time(unsigned, a)).length;
      else sizes[1] = (await time(signed, b)).length;
    }
    const pdf = await unsigned();
    await time(() => signer.sign(pdf, new Date()), signOnly);
  }
  const da = describe(a);
  const db = describe(b);
  console.log(
    `record PDF signing (full English record, ${ROUNDS} A/B rounds after ${WARM_UP} warm-up):`,
  );
  console.log(`  A unsigned: ${da.text}, ${(sizes[0]! / 1024).toFixed(1)} KB`);
  console.log(`  B signed:   ${db.text}, ${(sizes[1]! / 1024).toFixed(1)} KB`);
  console.log(`  signing step alone: ${describe(signOnly).text}`);
  console.log(`  B / A (median): ${(db.median / da.median).toFixed(2)}`);
  console.log(`  load average before: ${loadBefore}; after: ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await measurePdfSigning();
}
