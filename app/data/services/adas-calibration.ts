import type { Service } from "./types";

/**
 * ADAS calibration: cards and the quote form only, with no page of its own. The windshield pages
 * explain it in their FAQs.
 */
export const adasCalibration: Service = {
  id: "adas-calibration",
  name: "ADAS Calibration",
  menu: null,
  icon: "Radar",
  summary:
    "Recalibration of the cameras and sensors mounted on your windshield, which many vehicles need after a replacement.",
  features: [
    "Windshield camera recalibration",
    "Done with windshield replacement",
    "Certified technicians",
    "Insurance claims handled",
  ],
  page: null,
};
