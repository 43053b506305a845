// The campaign module's front door: all that other modules, the app and the seed may import.
export { campaignRoutes } from './routes';
// The demo's push service (demo mode only): the seed subscribes the demo's browsers to it.
export { demoVapidKeys, ensureDemoSubscriptions } from './demoPush';
