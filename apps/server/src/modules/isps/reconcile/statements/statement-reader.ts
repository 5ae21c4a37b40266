/** The StatementReader every channel's parser returns: one pass over the file, in batches or line by line. */
import { StatementError, type StatementChannel, type StatementLine, type StatementReader, type StatementSummary } from './statement-types';

export function createStatementReader<Summary extends StatementSummary>(
  channel: StatementChannel,
  /** yields the lines of each chunk read; returns the file's checked totals */
  parse: () => AsyncGenerator<StatementLine[], Summary>,
): StatementReader<Summary> {
  let started = false;
  let summary: Summary | undefined;

  async function* batches(size = 1000): AsyncGenerator<StatementLine[]> {
    if (started) throw new Error('a statement is read once: open it again to read it again');
    started = true;
    const lines = parse();
    let batch: StatementLine[] = [];
    for (;;) {
      const next = await lines.next();
      if (next.done) {
        if (batch.length) yield batch;
        summary = next.value;
        return;
      }
      for (const line of next.value) {
        batch.push(line);
        if (batch.length >= size) {
          yield batch;
          batch = [];
        }
      }
    }
  }

  return {
    channel,
    batches,
    async *lines() {
      for await (const batch of batches()) yield* batch;
    },
    summary() {
      if (!summary) throw new StatementError('file', '对账单还没有读完，汇总尚未核对');
      return summary;
    },
  };
}

/** Reads a whole statement into memory, for small files and tests: its lines and totals, or the first error. */
export async function readWholeStatement<Summary extends StatementSummary>(reader: StatementReader<Summary>) {
  const lines: StatementLine[] = [];
  for await (const batch of reader.batches()) lines.push(...batch);
  return { lines, summary: reader.summary() };
}
