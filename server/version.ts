/** The app version the client stores in its appVersion cookie (docs/product.md §9). */
export const APP_VERSION = "v1.0.2";
