import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { COMMITTED_SECRETS, settingsWithCommittedSecrets } from './productionSecrets';

/** A production environment with secrets of its own: every committed one replaced. */
const OWN = {
  NODE_ENV: 'production',
  OAUTH_CLIENT_SECRET: 'k3J9-this-deployment-console',
  SERVICE_CLIENTS: 'customer-app:Zp41-customer-app-secret,salesman-app:Wm88-salesman-app-secret',
  SMS_RECEIPT_SECRET: 'Rt55-receipts-of-this-deployment',
};

describe('committed secrets in production', () => {
  it('starts with secrets of its own', () => {
    expect(() => loadConfig(OWN)).not.toThrow();
    expect(loadConfig({ ...OWN, NODE_ENV: undefined, DEMO: 'false' }).demo).toBe(false);
  });

  it('refuses the committed OAUTH_CLIENT_SECRET default with NODE_ENV=production, naming the setting', () => {
    expect(() => loadConfig({ ...OWN, OAUTH_CLIENT_SECRET: undefined })).toThrow(
      /^Production \(DEMO=false\) refuses to start: OAUTH_CLIENT_SECRET holds a value committed in this repository, which anyone can read\./,
    );
  });

  it('refuses it with DEMO=false too', () => {
    expect(() =>
      loadConfig({ ...OWN, NODE_ENV: undefined, DEMO: 'false', OAUTH_CLIENT_SECRET: undefined }),
    ).toThrow(/refuses to start: OAUTH_CLIENT_SECRET holds/);
  });

  it("refuses the demo apps' secret among SERVICE_CLIENTS", () => {
    const env = { ...OWN, SERVICE_CLIENTS: 'customer-app:demo-apps-secret-2026' };
    expect(() => loadConfig(env)).toThrow(/refuses to start: SERVICE_CLIENTS holds/);
  });

  it('refuses the demo SMS_RECEIPT_SECRET and names every setting at once', () => {
    const env = {
      ...OWN,
      OAUTH_CLIENT_SECRET: undefined,
      SMS_RECEIPT_SECRET: 'demo-sms-receipt-secret',
      SMTP_PASSWORD: 'Demo2026!',
    };
    expect(() => loadConfig(env)).toThrow(
      /refuses to start: OAUTH_CLIENT_SECRET, SMS_RECEIPT_SECRET, SMTP_PASSWORD hold values committed/,
    );
  });

  it('lets demo mode run on its committed secrets, even with NODE_ENV=production', () => {
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).not.toThrow();
  });

  it('knows every secret demo mode uses', () => {
    // Were a new demo default not listed, the demo configuration would name fewer settings.
    const demo = loadConfig({});
    expect(settingsWithCommittedSecrets(demo)).toEqual([
      'OAUTH_CLIENT_SECRET',
      'SERVICE_CLIENTS',
      'SMS_RECEIPT_SECRET',
    ]);
    expect(COMMITTED_SECRETS).toContain(demo.oauthClientSecret);
    expect(COMMITTED_SECRETS).toContain(demo.messaging.sms.receiptSecret);
    for (const client of demo.serviceClients) expect(COMMITTED_SECRETS).toContain(client.secret);
  });
});
