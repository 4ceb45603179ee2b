/** A figure shown in a stats strip: "250+" over "repairs this month". */
export interface Stat {
  value: string;
  label: string;
}
