import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.ts';

describe('readCsv', () => {
  it('keeps quoted line breaks and commas inside a cell', () => {
    const notes: string[] = [];
    const rows = readCsv('Title,Description\nLead,"Line one,\nline two"\n', 'Positions.csv', 'Title', notes);
    expect(rows).toEqual([{ Title: 'Lead', Description: 'Line one,\nline two' }]);
    expect(notes).toEqual([]);
  });

  it('finds the header below notes and after a BOM', () => {
    const text = '\uFEFFNotes:\n"Some addresses are missing."\n\nFirst Name,Last Name\nRavi,Iyer\n';
    expect(readCsv(text, 'Connections.csv', 'First Name', [])).toEqual([
      { 'First Name': 'Ravi', 'Last Name': 'Iyer' },
    ]);
  });

  it('has no rows when no row is the header', () => {
    expect(readCsv('a,b\n1,2\n', 'Positions.csv', 'Company Name', [])).toBeUndefined();
  });

  it('leaves out spreadsheet formulas and names them; bullets, phone numbers and handles stay', () => {
    const notes: string[] = [];
    const cells = [
      '=HYPERLINK("http://evil.example","Click me")',
      '+SUM(1,2)',
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(A1:A2)',
      '  =1+1',
      '- Led the team (5 people)',
      '+91 98765 43210',
      '@asharao',
      '-5% churn',
    ];
    const text = `Name\n${cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join('\n')}\n`;
    const rows = readCsv(text, 'Skills.csv', 'Name', notes);
    expect(rows?.map((row) => row.Name)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '- Led the team (5 people)',
      '+91 98765 43210',
      '@asharao',
      '-5% churn',
    ]);
    expect(notes).toEqual([
      'Skills.csv, row 1, Name: a spreadsheet formula “=HYPERLINK("http://evil.example","Click me")” was left out.',
      'Skills.csv, row 2, Name: a spreadsheet formula “+SUM(1,2)” was left out.',
      "Skills.csv, row 3, Name: a spreadsheet formula “-2+3+cmd|' /C calc'!A0” was left out.",
      'Skills.csv, row 4, Name: a spreadsheet formula “@SUM(A1:A2)” was left out.',
      'Skills.csv, row 5, Name: a spreadsheet formula “=1+1” was left out.',
    ]);
  });
});
