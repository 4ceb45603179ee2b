import { ChipRepairSteps } from "./ChipRepairSteps";
import type { DrawingFileEntry } from "./DrawingFile";
import { SizeRules } from "./SizeRules";
import { TechnicianDriveway } from "./TechnicianDriveway";
import { WindshieldShield } from "./WindshieldShield";

/**
 * The illustrations shown below the fold of the home and city pages (and the others that share
 * their sections), each as a file of its own (DrawingFile.tsx): the technician beside the closing
 * call to action, the pictures of the FAQ card and the repair rules' size checks.
 */
export const illustrationFiles = {
  technicianDriveway: { name: "technician-driveway", draw: () => <TechnicianDriveway /> },
  chipRepairSteps: { name: "chip-repair-steps", draw: () => <ChipRepairSteps layout="grid" /> },
  sizeRules: { name: "size-rules", draw: () => <SizeRules /> },
  sizeRulesChip: { name: "size-rules-chip", draw: () => <SizeRules rule="chip" /> },
  sizeRulesCrack: { name: "size-rules-crack", draw: () => <SizeRules rule="crack" /> },
  windshieldShield: { name: "windshield-shield", draw: () => <WindshieldShield /> },
} as const satisfies Record<string, DrawingFileEntry>;
