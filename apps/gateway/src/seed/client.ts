/** The console's OAuth client, seeded in index.ts; its own module so that auth needs no seed code. */
export const CLIENT_ID = 'lx_operation';
