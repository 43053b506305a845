export * from './platform';
export * from './identity';
export * from './cluster';
export * from './reason';
export * from './stock';
export * from './question';
export * from './orders';
