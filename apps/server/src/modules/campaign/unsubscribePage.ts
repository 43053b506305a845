/**
 * The page a customer sees behind the unsubscribe link of a campaign message. The link's GET only
 * shows it (with a button that POSTs): mail-security scanners and link previews fetch every link
 * of a message, and a GET that withdrew consent unsubscribed customers who never clicked. The
 * POST is also what a mailbox provider sends for RFC 8058 one-click unsubscribe.
 *
 * Customers are not console users: the page answers in the language their browser asks for,
 * among Bahasa Indonesia (the customers' own) and the console's six, English by default.
 */

const TEXTS = {
  en: {
    ask: 'Stop receiving these messages?',
    channel: { email: 'by e-mail', sms: 'by SMS', push: 'as notifications', all: 'on any channel' },
    button: 'Unsubscribe',
    done: 'You will not receive these messages any more.',
    invalid: 'This link is not valid.',
  },
  id: {
    ask: 'Berhenti menerima pesan ini?',
    channel: {
      email: 'melalui e-mail',
      sms: 'melalui SMS',
      push: 'sebagai notifikasi',
      all: 'di semua saluran',
    },
    button: 'Berhenti berlangganan',
    done: 'Anda tidak akan menerima pesan ini lagi.',
    invalid: 'Tautan ini tidak berlaku.',
  },
  zh: {
    ask: '不再接收这些消息？',
    channel: { email: '电子邮件', sms: '短信', push: '通知', all: '所有渠道' },
    button: '退订',
    done: '您将不再收到这些消息。',
    invalid: '此链接无效。',
  },
  es: {
    ask: '¿Dejar de recibir estos mensajes?',
    channel: {
      email: 'por correo electrónico',
      sms: 'por SMS',
      push: 'como notificaciones',
      all: 'por ningún canal',
    },
    button: 'Darse de baja',
    done: 'Ya no recibirá estos mensajes.',
    invalid: 'Este enlace no es válido.',
  },
  fr: {
    ask: 'Ne plus recevoir ces messages ?',
    channel: {
      email: 'par e-mail',
      sms: 'par SMS',
      push: 'en notification',
      all: 'sur aucun canal',
    },
    button: 'Se désabonner',
    done: 'Vous ne recevrez plus ces messages.',
    invalid: "Ce lien n'est pas valide.",
  },
  it: {
    ask: 'Non ricevere più questi messaggi?',
    channel: {
      email: 'via e-mail',
      sms: 'via SMS',
      push: 'come notifiche',
      all: 'su nessun canale',
    },
    button: 'Annulla iscrizione',
    done: 'Non riceverà più questi messaggi.',
    invalid: 'Questo link non è valido.',
  },
  ar: {
    ask: 'هل تريد التوقف عن تلقي هذه الرسائل؟',
    channel: {
      email: 'عبر البريد الإلكتروني',
      sms: 'عبر الرسائل القصيرة',
      push: 'كإشعارات',
      all: 'عبر جميع القنوات',
    },
    button: 'إلغاء الاشتراك',
    done: 'لن تتلقى هذه الرسائل بعد الآن.',
    invalid: 'هذا الرابط غير صالح.',
  },
} as const;

export type PageLanguage = keyof typeof TEXTS;
export type PageChannel = keyof (typeof TEXTS)['en']['channel'];
const LANGUAGES = Object.keys(TEXTS) as PageLanguage[];

/** The first language of Accept-Language (by q, then order) that the page speaks; else English. */
export function pageLanguage(acceptLanguage: string | undefined): PageLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q) : 1, order };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  // 'in' is the withdrawn ISO 639 code for Indonesian that older systems still send.
  const found = wanted
    .map((w) => (w.base === 'in' ? 'id' : w.base))
    .find((base): base is PageLanguage => (LANGUAGES as string[]).includes(base));
  return found ?? 'en';
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(language: PageLanguage, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Auto2000</title>' +
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}' +
    'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#b00020;color:#fff;cursor:pointer}' +
    'button:focus-visible{outline:3px solid #1f1f1f;outline-offset:2px}</style></head>' +
    `<body><main><h1>Auto2000</h1>${body}</main></body></html>`
  );
}

/**
 * The question with its button. The form has no action, so it POSTs to the page's own address as
 * the browser sees it (token and channel included, whatever path a proxy in front adds).
 */
export function confirmPage(language: PageLanguage, channel: PageChannel): string {
  const t = TEXTS[language];
  return page(
    language,
    `<p>${escape(t.ask)} (${escape(t.channel[channel])})</p>` +
      '<form method="post">' +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      `<button type="submit">${escape(t.button)}</button></form>`,
  );
}

export function donePage(language: PageLanguage): string {
  return page(language, `<p>${escape(TEXTS[language].done)}</p>`);
}

export function invalidPage(language: PageLanguage): string {
  return page(language, `<p>${escape(TEXTS[language].invalid)}</p>`);
}
