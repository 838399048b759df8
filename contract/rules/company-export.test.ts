import { asciiExportFileName, exportFileName } from './company-export';

const day = new Date('2026-11-27T10:00:00.000Z');

describe("the data export's file name", () => {
  it("keeps the clinic's name in its own letters, lower case, words joined by dashes", () => {
    expect(exportFileName('Bright Smile Clinic', day)).toBe('dentiqo-export-bright-smile-clinic-2026-11-27.zip');
    expect(exportFileName('Клініка «Усмішка» №2', day)).toBe('dentiqo-export-клініка-усмішка-no2-2026-11-27.zip');
    expect(exportFileName('Зубная клиника "Улыбка"', day)).toBe('dentiqo-export-зубная-клиника-улыбка-2026-11-27.zip');
  });

  it('drops what a file name should not carry: slashes, quotes, dots, emoji and spaces at the ends', () => {
    expect(exportFileName(' ../Dr. Ivanov & Co / 😀 ', day)).toBe('dentiqo-export-dr-ivanov-co-2026-11-27.zip');
    expect(exportFileName('😀 ***', day)).toBe('dentiqo-export-company-2026-11-27.zip');
  });

  it('cuts a long name at 40 letters, never inside one, and not on a dash', () => {
    // Seven letters and a space each time: the 40th character would be a dash.
    const long = exportFileName('Дантист '.repeat(7), day);
    const company = long.slice('dentiqo-export-'.length, -'-2026-11-27.zip'.length);
    expect(Array.from(company)).toHaveLength(39);
    expect(company.endsWith('-')).toBe(false);
    expect(company).toBe('дантист-дантист-дантист-дантист-дантист');
  });

  it('has a Latin-only twin for clients that read only the ASCII file name', () => {
    expect(asciiExportFileName('Bright Smile Clinic', day)).toBe('dentiqo-export-bright-smile-clinic-2026-11-27.zip');
    expect(asciiExportFileName('Clínica Sonrisa', day)).toBe('dentiqo-export-clinica-sonrisa-2026-11-27.zip');
    expect(asciiExportFileName('Клініка «Усмішка»', day)).toBe('dentiqo-export-company-2026-11-27.zip');
  });
});
