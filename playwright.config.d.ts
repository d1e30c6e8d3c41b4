export declare const baseURL: string;
declare const _default: import('playwright/test').PlaywrightTestConfig<{}, {}>;
export default _default;
