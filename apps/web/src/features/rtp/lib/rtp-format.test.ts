import type { RtpMonthlyRow } from '@conto-gioco/shared/cms';
import { describe, expect, it } from 'vitest';
import { familyLabel, formatRtp, groupMonthly, groupStatic, titleCase } from './rtp-format';

const row = (over: Partial<RtpMonthlyRow>): RtpMonthlyRow => ({
  annoField: 2026,
  meseField: 1,
  famigliaField: 6,
  descrizione_famigliaField: 'Casino',
  rtpField: 96,
  descrizione_giocoField: 'roulette',
  descrizione_piattaformaField: 'Desktop',
  ...over,
});

describe('RTP formatting', () => {
  it('exactly 2 decimals, Italian comma, no grouping', () => {
    expect(formatRtp(96.371)).toBe('96,37%');
    expect(formatRtp(96.375)).toMatch(/^96,3[78]%$/);
    expect(formatRtp(95)).toBe('95,00%');
    expect(formatRtp(100.5)).toBe('100,50%');
    expect(formatRtp(1234.5)).toBe('1234,50%');
  });

  it("family = code and description upper case: '6 - CASINO'", () => {
    expect(familyLabel(6, 'Casino')).toBe('6 - CASINO');
    expect(familyLabel(1, ' scommesse ')).toBe('1 - SCOMMESSE');
  });

  it('category in title case', () => {
    expect(titleCase('SLOT MACHINE')).toBe('Slot Machine');
    expect(titleCase('giochi di carte')).toBe('Giochi Di Carte');
    expect(titleCase('video-poker')).toBe('Video-Poker');
  });

  it('monthly: one block per family by code (1, 2, 6), one table per platform upper case, newest month first', () => {
    const blocks = groupMonthly([
      row({ famigliaField: 6, descrizione_piattaformaField: 'mobile', meseField: 1 }),
      row({ famigliaField: 1, descrizione_famigliaField: 'Scommesse', descrizione_piattaformaField: 'web' }),
      row({ famigliaField: 6, descrizione_piattaformaField: 'desktop', meseField: 2 }),
      row({ famigliaField: 2, descrizione_famigliaField: 'Ippiche' }),
      row({ famigliaField: 6, descrizione_piattaformaField: 'desktop', meseField: 3, annoField: 2025 }),
      row({ famigliaField: 6, descrizione_piattaformaField: 'desktop', meseField: 3 }),
    ]);
    expect(blocks.map((block) => [block.code, block.title])).toEqual([
      [1, 'SCOMMESSE'],
      [2, 'IPPICHE'],
      [6, 'CASINO'],
    ]);
    const casino = blocks[2]!;
    expect(casino.tables.map((table) => table.platform)).toEqual(['DESKTOP', 'MOBILE']);
    expect(casino.tables[0]!.rows.map((entry) => `${entry.annoField}-${entry.meseField}`)).toEqual([
      '2026-3',
      '2026-2',
      '2025-3',
    ]);
  });

  it('static: one table per provider upper case', () => {
    const tables = groupStatic([
      { Fornitore: 'NetEnt', Nome_Gioco: 'Starburst', Descrizione: '', Categoria: 'slot', Rtp_Txt: '96,1%' },
      { Fornitore: 'Playtech', Nome_Gioco: 'Age', Descrizione: '', Categoria: 'slot', Rtp_Txt: '95%' },
      { Fornitore: 'netent', Nome_Gioco: 'Gonzo', Descrizione: '', Categoria: 'slot', Rtp_Txt: '95,9%' },
    ]);
    expect(tables.map((table) => [table.provider, table.rows.map((entry) => entry.Nome_Gioco)])).toEqual([
      ['NETENT', ['Gonzo', 'Starburst']],
      ['PLAYTECH', ['Age']],
    ]);
  });
});
