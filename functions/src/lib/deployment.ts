// Where and how the functions run when deployed. One region for everything: Hosting's rewrites in
// firebase.json name it too, and deploy:check fails when the two disagree. The runtime (nodejs22) is
// named in firebase.json and functions/package.json `engines`.
export const region = 'us-central1';

/** The HTTP API: up to 80 requests at a time per instance, at most 20 instances (1,600 requests in flight). */
export const apiOptions = { region, memory: '512MiB', timeoutSeconds: 120, concurrency: 80, maxInstances: 20 } as const;

/**
 * Counter triggers: retried on failure (an event dropped would leave the counters wrong until a recount;
 * its marker makes the retry harmless); each event writes one of the stats shards, and a few instances
 * keep the rate each shard sees low.
 */
export const counterTriggerOptions = { region, retry: true, maxInstances: 5 } as const;

/**
 * The volume layout's builds: one at a time whatever the instances (a lease), so few instances; a build
 * reads every accepted paper (memory, and up to its nine minutes); not retried, because a build that
 * fails lets go of the lease as pending and the next marker, or the chair's screen, asks again.
 */
/**
 * The similarity check of an uploaded file: reads the PDF's text (pdf.js), so the memory of a large file;
 * retried, since a check that failed would leave the paper without its figure until the file changes.
 */
export const similarityTriggerOptions = { region, retry: true, maxInstances: 10, memory: '1GiB', timeoutSeconds: 300 } as const;

/** The external similarity check's runs: every 15 minutes, one at a time, no retry (the next run takes up what a failed one left). */
export const externalCheckScheduleOptions = { region, schedule: 'every 15 minutes', timeZone: 'UTC', retryCount: 0, maxInstances: 1, timeoutSeconds: 540 } as const;

/** The invoice numbers' runs: one at a time whatever the instances (a lease); retried, since a number not given leaves a payer without their receipt. */
export const invoiceTriggerOptions = { region, retry: true, maxInstances: 3, timeoutSeconds: 180 } as const;

export const layoutTriggerOptions = { region, retry: false, maxInstances: 3, memory: '1GiB', timeoutSeconds: 540 } as const;

/**
 * The outbox's sender: retried by the platform when it fails before the message is settled (a Firestore
 * error while claiming it or recording the answer), which would otherwise leave the message unsent until
 * someone resends it; the claim makes a retry or a second delivery send nothing twice. An SMTP failure is
 * not such a failure: the sender retries each message itself, with back-off, and keeps the error. Long
 * enough for five attempts against a slow server.
 */
export const mailTriggerOptions = { region, retry: true, maxInstances: 10, timeoutSeconds: 300 } as const;

/**
 * The automatic reminders' schedule: hourly, one instance (two runs at once would only wait on each other's
 * log), no retry (the next hour's run picks up what a failed one left), time enough to read every paper.
 */
export const reminderScheduleOptions = { region, schedule: 'every 60 minutes', timeZone: 'UTC', retryCount: 0, maxInstances: 1, timeoutSeconds: 300 } as const;

/** The discussions' waiting notices: every 15 minutes, so a notice waits at most a quarter hour past its reviewer's hour; one instance, no retry. */
export const noticeScheduleOptions = { region, schedule: 'every 15 minutes', timeZone: 'UTC', retryCount: 0, maxInstances: 1, timeoutSeconds: 300 } as const;

/** The retention run: daily at 03:30 in India (the quiet hours), one instance, no retry (tomorrow's run erases what a failed one left). */
export const retentionScheduleOptions = { region, schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', retryCount: 0, maxInstances: 1, timeoutSeconds: 540 } as const;
