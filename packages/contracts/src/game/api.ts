/**
 * Game master data (spec 2 sections 3, 7 'Master data', 9): app configuration, price components,
 * reward products, target podium. Quest API wire shapes: every reply carries `responseCode`
 * ('200' on success), `responseText` ('Success') and `errorMsg` (failures also keep the console's
 * `acknowledge: 0` / `message` error body, so errorMsg and message say the same).
 */
export const GAME_API = {
  appConfig: '/api/quest/appconfig',
  appConfigSave: '/api/quest/appconfig/save',
  productTypes: '/api/quest/producttype/list',
  priceList: '/api/quest/priceconfig/list',
  priceDetail: '/api/quest/priceconfig/detail',
  priceSave: '/api/quest/priceconfig/save',
  priceDelete: '/api/quest/priceconfig/delete',
  /** POST, the price component list as an xlsx (body: ZPriceComponentExportRequest). */
  priceExport: '/api/quest/priceconfig/export',
  productList: '/api/quest/productconfig/list',
  productDetail: '/api/quest/productconfig/detail',
  productSave: '/api/quest/productconfig/save',
  /** POST, the product list as an xlsx (body: ZProductExportRequest). */
  productExport: '/api/quest/productconfig/export',
  podiumList: '/api/quest/targetpodium/list',
  podiumSave: '/api/quest/targetpodium/save',
  podiumSaveUpload: '/api/quest/targetpodium/saveupload',
  podiumUpload: '/api/quest/targetpodium/upload',
  podiumTemplate: '/api/quest/targetpodium/template',
  podiumDelete: '/api/quest/targetpodium/delete',
} as const;

export const COMPANY_CODE = '0002';
