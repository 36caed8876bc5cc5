import config from "./playwright.studio.config";
export default { ...config, webServer: undefined, reporter: [["list"]] };
