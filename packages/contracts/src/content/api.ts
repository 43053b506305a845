/**
 * Branch content for the group's website (spec 2 sections 3 and 7: outlets, promotions, news and
 * tips, salesmen) plus the public read API the website calls without signing in.
 */
export const CONTENT_API = {
  dashboard: '/api/cms/dashboard',
  outlets: '/api/cms/outlets',
  /** The outlets list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  outletsExport: '/api/cms/outlets/export',
  outlet: '/api/cms/outlets/detail',
  outletUpdate: '/api/cms/outlets/update',
  promoHo: '/api/cms/promotions/ho',
  promoBranch: '/api/cms/promotions/branch',
  promoDetail: '/api/cms/promotions/detail',
  /** The promotions list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  promoExport: '/api/cms/promotions/export',
  promoCreate: '/api/cms/promotions/create',
  promoUpdate: '/api/cms/promotions/update',
  promoReview: '/api/cms/promotions/review',
  news: '/api/cms/news',
  /** The news & tips list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  newsExport: '/api/cms/news/export',
  newsDetail: '/api/cms/news/detail',
  newsCreate: '/api/cms/news/create',
  newsUpdate: '/api/cms/news/update',
  salesmen: '/api/cms/salesman',
  /** The salesmen list as an xlsx (issue 10 section 7): the list's query as a JSON body. */
  salesmenExport: '/api/cms/salesman/export',
  salesmanByNo: '/api/cms/salesman/bynumber',
  salesmanUpdate: '/api/cms/salesman/update',
  public: {
    outlets: '/api/public/content/outlets',
    promotions: '/api/public/content/promotions',
    news: '/api/public/content/news',
    salesmen: '/api/public/content/salesmen',
  },
} as const;

/** The pickontenho 'Head Office' option; sent to the server as an empty branch code. */
export const HEAD_OFFICE = 'ho';
