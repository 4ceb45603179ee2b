import { describeAccessibility } from "./accessibility";

describeAccessibility("mobile");
