// jest setupFiles of the `server-sqlite` project: test helpers open a fresh SQLite file per test file.
process.env.TEST_DB_DIALECT = 'sqlite';
