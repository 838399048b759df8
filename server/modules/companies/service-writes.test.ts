import { type TestDb, createTestDb, testDialect } from '../../../server-test/test-db';
import {
  type CompanyWriter,
  changeCompanyPasswordHash,
  companyById,
  confirmCompanyEmail,
  createCompany,
  linkCompanyPlatform,
  renameCompany,
  setCompanyAvatar,
  switchCompanyCurrency,
  unlinkCompanyPlatform,
  updateCompanyProfile,
} from './service';

// Every write to a company goes through this service (the companies module owns the table).
describe(`the companies service's writes on ${testDialect()}`, () => {
  let testDb: TestDb;
  const now = new Date('2026-11-26T09:00:00.000Z');
  let writer: CompanyWriter;

  beforeAll(async () => {
    testDb = await createTestDb();
    writer = { db: testDb.db };
  });
  afterAll(() => testDb?.destroy());

  it('writes what each call asks, and the row holds all of it', async () => {
    const { id } = await createCompany(
      writer,
      { name: 'Smile', email: 'a@b.test', emailNormalized: 'a@b.test', passwordHash: 'h', language: 'en' },
      now,
    );
    expect(await confirmCompanyEmail(writer, id, 'a@b.test', now)).toBe(true);
    await changeCompanyPasswordHash(writer, id, 'h2', now);
    const profile = { country: 'PL', city: 'Kraków', ceo: 'Dr. Nowak', contact_person: '', phone: '+48123456789' };
    await updateCompanyProfile(writer, id, profile, now);
    await setCompanyAvatar(writer, id, 'logo.png', now);
    expect(await renameCompany(writer, id, 'Smile Two', now)).toBe(true);
    await linkCompanyPlatform(writer, id, 'sealed', now);
    expect(await unlinkCompanyPlatform(writer, id, now)).toBe(true);
    expect(await switchCompanyCurrency(writer, id, 'USD', 'PLN', now)).toBe(true);
    expect(await companyById(testDb.db, id)).toMatchObject({
      ...profile,
      name: 'Smile Two',
      password_hash: 'h2',
      avatar_file: 'logo.png',
      platform_token_encrypted: null,
      currency: 'PLN',
      email_confirmed_at: now.toISOString(),
    });
  });

  it('answers false when a guarded write changed nothing', async () => {
    expect(await renameCompany(writer, 'no-such-company', 'Nobody', now)).toBe(false);
    const { id } = await createCompany(
      writer,
      { name: 'Two', email: 'c@d.test', emailNormalized: 'c@d.test', passwordHash: 'h', language: 'uk' },
      now,
    );
    expect(await unlinkCompanyPlatform(writer, id, now)).toBe(false);
    expect(await switchCompanyCurrency(writer, id, 'EUR', 'PLN', now)).toBe(false);
  });
});
