import { crossEngineSuite } from "./suite";

crossEngineSuite("chromium", "every page");
