/** Tag colours of product status 0 Active, 1 InActive, 2 Hide. */
export const statusColor = (value: number) =>
  value === 0 ? 'green' : value === 1 ? 'default' : 'orange';
