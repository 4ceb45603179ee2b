import { crossEngineSuite } from "./suite";

crossEngineSuite("webkit");
