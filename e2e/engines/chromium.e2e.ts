import { crossEngineSuite } from "./suite";

crossEngineSuite("chromium", "paths");
