import { describeAccessibility } from "./accessibility";

describeAccessibility("desktop");
