// jest setupFiles of the `server-postgres` project: test helpers create a fresh database per test file on the
// cluster that postgres-global-setup.ts started (or on TEST_DATABASE_URL).
process.env.TEST_DB_DIALECT = 'postgres';
