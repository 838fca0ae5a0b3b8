// The local mail server `make start` runs unless SMTP_URL names a relay (scripts/start.mjs starts and
// stops it): maildev, keeping every mail the clinic sends in MAIL_DIRECTORY (so it survives a
// restart) and showing it on a web page, with a REST API under /api (GET /api/email). Configured
// here only: no MAILDEV_* variable or maildev config file found in a parent folder takes part.
//
//   node scripts/mail-server.mjs SMTP_PORT WEB_PORT MAIL_DIRECTORY
import { MailDev } from 'maildev';

const [smtp, web, mailDirectory] = process.argv.slice(2);
const maildev = new MailDev({
  // SMTP on loopback only, without STARTTLS or AUTH: the API's SMTP_URL is smtp://127.0.0.1:SMTP_PORT.
  smtp: Number(smtp),
  ip: '127.0.0.1',
  // The page on the loopback addresses `localhost` names (127.0.0.1, and ::1 where localhost has
  // it): it shows patients' mail, so it is not offered to the network.
  web: Number(web),
  webIp: 'localhost',
  mailDirectory,
  silent: true,
});
await maildev.start();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await maildev.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started by start.mjs (with a channel to it): it never outlives the runner, however that ends.
process.on('disconnect', stop);
