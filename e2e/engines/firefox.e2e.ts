import { crossEngineSuite } from "./suite";

crossEngineSuite("firefox");
