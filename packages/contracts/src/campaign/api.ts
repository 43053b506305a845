/** Campaign calls (spec 1 section 7, Campaigns) plus the audience, figures and customer calls. */
export const CAMPAIGN_API = {
  list: '/api/testdrive/blastmessage/list',
  /** The list as an xlsx (issue 10 section 7): the list's body (ZBlastMessageList). */
  export: '/api/testdrive/blastmessage/export',
  types: '/api/testdrive/blastmessage/type',
  byId: '/api/testdrive/blastmessage/getbyid',
  image: '/api/testdrive/blastmessage/image', // multipart
  command: '/api/testdrive/blastmessage',
  options: '/api/testdrive/blastmessage/options', // GET
  audience: '/api/testdrive/blastmessage/audience',
  figures: '/api/testdrive/blastmessage/figures',
  /** Each channel's message for the form as it stands (issue 40). */
  preview: '/api/testdrive/blastmessage/preview',
  /** The form's message through the real channel to a typed address, as a test (issue 40). */
  testSend: '/api/testdrive/blastmessage/testsend',
  customers: '/api/testdrive/customer/search',
  customerExport: '/api/testdrive/customer/export', // GET, xlsx
  customerUpload: '/api/testdrive/customer/upload', // multipart
  customerTemplate: '/api/testdrive/customer/template', // GET
} as const;

/** Calls of the customer app and the SMS provider. */
export const CAMPAIGN_SERVICE_API = {
  customer: '/api/service/customer',
  pushSubscription: '/api/service/customer/pushsubscription',
  optOut: '/api/campaign/optout/:token', // public; GET shows a confirmation, POST opts out (RFC 8058)
  smsReceipt: '/api/campaign/sms/receipt', // provider's delivery receipt, shared secret
  smsInbound: '/api/campaign/sms/inbound', // provider's inbound SMS (STOP keyword), shared secret
  demoSmsSink: '/api/campaign/demo/sms', // demo mode only: the built-in SMS provider
  demoPushSink: '/api/campaign/demo/push/:token', // demo mode only: the built-in push service
} as const;
