// The owner's inbox's address, in plain JavaScript so that the Node scripts (`npm start`, the load
// test) read it from here as the site and the Worker do (worker/inbox/words.ts).

/** The owner's lead inbox, on the lead service (worker/inbox-routes.tsx): every page under it. */
export const inboxPath = "/inbox";

/** Every lead as CSV, with the inbox's search and status filter as the query */
export const leadsCsvPath = `${inboxPath}/leads.csv`;
