import pg from 'pg';

/** Runs one statement (create or drop a database) on the PostgreSQL server of DATABASE_URL. */
export async function onDatabaseServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
