import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvSeparator, readCsv, writeCsv } from './csv.js';

describe('writing CSV', () => {
  it('quotes commas, quotes, separators and line breaks, and defuses formulas', () => {
    expect(csvField('Sales, USDT')).toBe('"Sales, USDT"');
    expect(csvField('the "best" day')).toBe('"the ""best"" day"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const formula of ['+1+2', '-A1', '@SUM(A1)', '=1']) expect(csvField(formula)).toBe(`'${formula}`);
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('المبيعات')).toBe('المبيعات');
  });

  it('writes a byte-order mark and CRLF line ends', () => {
    expect(
      writeCsv([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });
});

describe('reading CSV', () => {
  it('reads quoted cells with separators, doubled quotes and line breaks, numbering each record’s line', () => {
    const read = readCsv('\uFEFFid,name\r\n1,"Mug, ""big"""\r\n2,"two\r\nlines"\n3,plain\r\n');
    expect(read.unclosedAt).toBeNull();
    expect(read.records).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['1', 'Mug, "big"'] },
      { line: 3, cells: ['2', 'two\r\nlines'] },
      { line: 5, cells: ['3', 'plain'] },
    ]);
  });

  it('leaves blank lines out but counts them, and reads CR-only files and a last line without an end', () => {
    expect(readCsv('a,b\r\n\r\n,\n1,2').records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 4, cells: ['1', '2'] },
    ]);
    expect(readCsv('a\r1\r2').records.map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it('keeps a quote inside an unquoted cell, and what follows a closing quote', () => {
    expect(readCsv('5" pot,"a"b').records[0]?.cells).toEqual(['5" pot', 'ab']);
  });

  it('names the line of a quote never closed, and reads nothing from there on', () => {
    const read = readCsv('a,b\n1,2\n3,"open\n4,5\n');
    expect(read.unclosedAt).toBe(3);
    expect(read.records).toHaveLength(2);
  });

  it('takes the separator a spreadsheet saved with: comma, semicolon or tab', () => {
    expect(csvSeparator('a;b;c\n1,5;2;3')).toBe(';');
    expect(csvSeparator('a\tb\n')).toBe('\t');
    expect(csvSeparator('"x;y",b\n')).toBe(',');
    expect(readCsv('a;b\r\n"1;2";3').records[1]?.cells).toEqual(['1;2', '3']);
  });

  it('reads back whatever it writes', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 4 }), { maxLength: 6 }), (rows) => {
        const kept = rows.filter((row) => row.some((cell) => cell !== ''));
        const read = readCsv(writeCsv(kept), ',');
        // What a spreadsheet shows: formulas defused with a leading quote mark.
        const defused = (cell: string) =>
          /^[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell) ? `'${cell}` : cell;
        expect(read.unclosedAt).toBeNull();
        expect(read.records.map((r) => r.cells)).toEqual(kept.map((row) => row.map(defused)));
      }),
    );
  });
});
