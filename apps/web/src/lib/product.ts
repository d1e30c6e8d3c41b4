/** The product name the UI shows; the server's APP_NAME setting defaults to the same. */
export const PRODUCT_NAME = 'Updately';
