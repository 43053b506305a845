/** Status 3 is inactive (spec 1 section 4); 1 is active. */
export const CAMPAIGN_STATUS = { active: 1, inactive: 3 } as const;
export const ALL = 'ALL';
export const RELIGIONS = ['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDDHA', 'KONGHUCU'] as const;
export const GENDERS = ['M', 'F'] as const;
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
export const DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'opted_out',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Server texts: an add or edit succeeds only when the message contains 'berhasil' (section 5). */
export const CAMPAIGN_MESSAGES = {
  saved: 'Data berhasil disimpan',
  removed: 'Data berhasil dihapus',
  activated: 'Data berhasil diaktifkan',
  deactivated: 'Data berhasil dinonaktifkan',
  /**
   * A promo code another live campaign (not deleted, not ended) already has: conversions are the
   * orders carrying the code, so two campaigns would count the same orders. Compared in any case.
   */
  promoCodeTaken: 'promoCode is already used by a live campaign',
} as const;
