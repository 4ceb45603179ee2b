export { AdasCamera } from "./AdasCamera";
export { ChipRepairStep, ChipRepairSteps } from "./ChipRepairSteps";
export { Illustration, type IllustrationProps } from "./Illustration";
export { MirrorScene } from "./MirrorScene";
export { SideWindowScene } from "./SideWindowScene";
export { SizeRules } from "./SizeRules";
export { SunroofScene } from "./SunroofScene";
export { TechnicianDriveway } from "./TechnicianDriveway";
export { WindshieldShield } from "./WindshieldShield";
