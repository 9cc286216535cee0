// The benches' table (test/bench/print.ts): columns padded to the widths given, then the targets line.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printBenchTable } from './print';

describe("a bench's printed table", () => {
  afterEach(() => void vi.restoreAllMocks());

  it('pads what to the right and the value to the left, then says each target ok or MISSED', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    printBenchTable([['re-throw %', '0.50', '<= 1'], ['dice', '120', '']], { what: 12, value: 6 }, { rethrows: true, settleP99: false });
    expect(lines).toEqual(['re-throw %     0.50   <= 1', 'dice            120   ', 'targets: rethrows ok, settleP99 MISSED']);
  });
});
