import { Illustration, type IllustrationProps } from "./Illustration";

/**
 * The signature picture: a technician in uniform lowering a new windshield into a car parked in a
 * house's driveway, the service van beside it. 16:10.
 */
export function TechnicianDriveway(props: IllustrationProps) {
  return (
    <Illustration width={480} height={300} {...props}>
      <path d="M16 0H464A16 16 0 0 1 480 16V236H0V16A16 16 0 0 1 16 0Z" className="fill-accent" />
      <path d="M0 236H480V284A16 16 0 0 1 464 300H16A16 16 0 0 1 0 284Z" className="fill-border" />
      <path d="M0 236H120L84 300H16A16 16 0 0 1 0 284Z" className="fill-success/20" />
      <g className="stroke-primary" strokeWidth={2}>
        <path d="M40 236V106H300V236" className="fill-white" />
        <path d="M26 110L170 46L314 110Z" className="fill-primary" />
        <path d="M50 124H98V160H50ZM74 124V160" className="fill-accent" />
        <path
          d="M140 236V138H288V236M140 158H288M140 178H288M140 198H288M140 218H288"
          className="fill-secondary"
        />
      </g>
      <g className="fill-primary/15">
        <ellipse cx="214" cy="264" rx="98" ry="6" />
        <ellipse cx="410" cy="252" rx="90" ry="5" />
        <ellipse cx="94" cy="268" rx="30" ry="4" />
      </g>
      <g className="stroke-primary" strokeWidth={2}>
        <path d="M138 236H162V262H138ZM266 236H290V262H266Z" className="fill-ink" />
        <path
          d="M146 198L166 152Q168 146 176 146H252Q260 146 262 152L282 198ZM128 176H144V186H128ZM284 176H300V186H284Z"
          className="fill-input"
        />
        <path d="M134 252V212Q134 198 150 196H278Q294 198 294 212V252Z" className="fill-input" />
        <path d="M156 194L172 158H256L272 194Z" className="fill-primary stroke-cta" />
        <path
          d="M142 206H174V216H142ZM254 206H286V216H254ZM198 238H230V247H198Z"
          className="fill-white"
        />
        <path d="M186 220H242V232H186Z" className="fill-primary" />
      </g>
      <path d="M180 174H204V190H180ZM224 174H248V190H224Z" className="fill-muted-foreground" />
      <g className="stroke-primary" strokeWidth={2}>
        <path
          d="M318 240V206Q318 196 328 192L338 188L362 112Q365 104 374 104H480V240Z"
          className="fill-white"
        />
        <path d="M348 176L368 118H392V176Z" className="fill-primary/15" />
        <path d="M396 112V228M318 200H480M320 190H330V198H320Z" />
        <path d="M412 132H462V164H412Z" className="fill-primary" />
      </g>
      <path d="M319 206H480V214H319Z" className="fill-cta" />
      <path d="M424 156L430 140H444L450 156Z" className="fill-white" />
      <g className="fill-ink">
        <circle cx="352" cy="240" r="17" />
        <circle cx="470" cy="240" r="17" />
      </g>
      <g className="fill-input">
        <circle cx="352" cy="240" r="7" />
        <circle cx="470" cy="240" r="7" />
      </g>
      <path
        d="M364 82H432A12 12 0 0 0 416 64A18 18 0 0 0 382 68A10 10 0 0 0 364 82Z"
        className="fill-white"
      />
      <g
        transform="translate(-28 -36) rotate(-8 214 176)"
        className="stroke-primary"
        strokeWidth={2}
      >
        <path d="M156 194L172 158H256L272 194Z" className="fill-primary/15" />
        <path d="M204 188L222 162M238 188L248 170" className="stroke-white" strokeWidth={3} />
        <path d="M174 176H190" className="stroke-ink" strokeWidth={7} />
      </g>
      <g transform="translate(10 0)">
        <path d="M80 166Q110 156 144 146" className="stroke-primary" strokeWidth={9} />
        <path d="M72 262H92V268H72ZM96 262H116V268H96Z" className="fill-ink" />
        <path d="M78 204H110L112 264H98L94 222L90 264H76Z" className="fill-muted-foreground" />
        <path d="M76 160Q94 150 112 160L114 208H74Z" className="fill-primary" />
        <path d="M75 186H113V192H75Z" className="fill-cta" />
        <path d="M106 162Q120 170 136 148" className="stroke-primary" strokeWidth={9} />
        <circle cx="94" cy="140" r="12" className="fill-cta/30" />
        <g className="fill-white stroke-primary" strokeWidth={2}>
          <circle cx="137" cy="146" r="5" />
          <circle cx="146" cy="142" r="5" />
        </g>
        <path
          d="M82 138Q82 124 94 124Q106 124 106 138ZM100 136H114"
          className="fill-primary stroke-primary"
          strokeWidth={2}
        />
      </g>
    </Illustration>
  );
}
