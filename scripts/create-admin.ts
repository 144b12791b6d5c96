// Creates an admin account in a real Firebase project (or the emulators), since demo seeding never
// runs there. Usage (credentials from `gcloud auth application-default login` or a service account):
//   GCLOUD_PROJECT=<project-id> npx tsx scripts/create-admin.ts --email chair@example.org \
//     --name "Programme Chair" --username admin --password '<a strong password>'
import { parseArgs } from 'node:util';
import { createAccount } from '../functions/src/lib/accounts/accounts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    username: { type: 'string', default: 'admin' },
    password: { type: 'string' },
  },
});

if (!values.email || !values.name || !values.password || !process.env.GCLOUD_PROJECT) {
  console.error('Usage: GCLOUD_PROJECT=<project-id> npx tsx scripts/create-admin.ts --email <email> --name <name> --password <password> [--username admin]');
  process.exit(2);
}

createAccount({
  role: 'admin',
  email: values.email,
  name: values.name,
  password: values.password,
  emailVerified: true,
  profile: { username: values.username.toLowerCase() },
})
  .then((user) => {
    console.log(`Admin ${user.email} created (uid ${user.uid}); sign in at /adminlogin as "${values.username}".`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
