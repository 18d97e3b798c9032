/**
 * codice-fiscale-js ships its municipality list as an ES module without typings of its own
 * (its types/geo-data.d.ts types it as string[][]): cadastral code, province, name, active flag.
 */
declare module 'codice-fiscale-js/src/lista-comuni.js' {
  export const COMUNI: [catastale: string, provincia: string, nome: string, attivo: 0 | 1][];
}
