import { useRef, useState, type ReactNode, type RefObject } from "react";
import { PanelFoldContext } from "@/components/ui/collapsible-panel";
import { Drawer } from "@/components/ui/drawer";
import { focusRing } from "@/components/ui/styles";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "@/lib/layout/use-media-query";
import { useViewportFill } from "@/lib/layout/use-viewport-fill";

type PanelName = "navigation" | "scores";

interface SidePanel {
  /** The toggle's text: 'Room navigation', 'Scores'. */
  label: string;
  content: ReactNode;
}

/**
 * On a phone the toggles show these glyphs and keep their label for screen readers: two
 * labelled buttons took a row of their own there, and on a 320 × 568 screen that row pushed
 * the composer off the first screen (e2e/room-layout.spec.ts).
 */
const PHONE_GLYPHS: Record<PanelName, string> = { navigation: "☰", scores: "1:0" };

interface RoomLayoutProps {
  /** Breadcrumb, header and notices; gets the panel toggles to place beside the title. */
  top: (panelToggles: ReactNode) => ReactNode;
  navigation: SidePanel;
  scores: SidePanel;
  /** The chat column: a game's header and the chat panel. */
  chat: ReactNode;
}

const toggleClass = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 ${focusRing}`;

/**
 * The chat-first room (issue 15 §0, issue 18 §2): the page fills the screen and the chat takes
 * all the height the header leaves, its composer at the bottom. On wide screens navigation and
 * scores are columns either side of the chat that fold away; on a phone they open as drawers.
 */
export function RoomLayout({ top, navigation, scores, chat }: RoomLayoutProps) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const { attach: fillViewport, style: fillStyle } = useViewportFill<HTMLDivElement>();
  const [shown, setShown] = useState<Record<PanelName, boolean>>({
    navigation: true,
    scores: true,
  });
  const [drawer, setDrawer] = useState<PanelName | null>(null);
  const navigationToggle = useRef<HTMLButtonElement>(null);
  const scoresToggle = useRef<HTMLButtonElement>(null);
  const panels = { navigation, scores };

  const toggle = (name: PanelName) => (
    <button
      key={name}
      ref={name === "navigation" ? navigationToggle : scoresToggle}
      type="button"
      className={toggleClass}
      {...(wide
        ? { "aria-expanded": shown[name], "aria-controls": `room-panel-${name}` }
        : { "aria-haspopup": "dialog" as const })}
      onClick={() =>
        wide ? setShown((state) => ({ ...state, [name]: !state[name] })) : setDrawer(name)
      }
    >
      <span aria-hidden="true" className="sm:hidden">
        {PHONE_GLYPHS[name]}
      </span>
      <span className="sr-only sm:not-sr-only">{panels[name].label}</span>
    </button>
  );
  const toggles = (
    <div className="flex gap-2">
      {toggle("navigation")}
      {toggle("scores")}
    </div>
  );
  const column = (name: PanelName) =>
    wide && shown[name] ? (
      <div id={`room-panel-${name}`} className="min-h-0 min-w-0 overflow-y-auto">
        {panels[name].content}
      </div>
    ) : null;
  const columns = [
    wide && shown.navigation ? "14rem" : null,
    "minmax(0,1fr)",
    wide && shown.scores ? "minmax(0,20rem)" : null,
  ].filter(Boolean);

  return (
    <PanelFoldContext value={false}>
      <div
        ref={fillViewport}
        style={fillStyle}
        className="flex min-h-[22rem] min-w-0 flex-col gap-2"
        data-room-layout=""
      >
        {top(toggles)}
        <div
          className="grid min-h-0 flex-1 gap-3"
          style={{ gridTemplateColumns: columns.join(" ") }}
        >
          {column("navigation")}
          <div className="flex min-h-0 min-w-0 flex-col gap-2">{chat}</div>
          {column("scores")}
        </div>
        {wide ? null : (
          <>
            <PanelDrawer
              name="navigation"
              panel={navigation}
              open={drawer === "navigation"}
              onClose={() => setDrawer(null)}
              returnFocusTo={navigationToggle}
            />
            <PanelDrawer
              name="scores"
              panel={scores}
              open={drawer === "scores"}
              onClose={() => setDrawer(null)}
              returnFocusTo={scoresToggle}
            />
          </>
        )}
      </div>
    </PanelFoldContext>
  );
}

interface PanelDrawerProps {
  name: PanelName;
  panel: SidePanel;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

function PanelDrawer({ name, panel, open, onClose, returnFocusTo }: PanelDrawerProps) {
  return (
    <Drawer
      title={panel.label}
      side={name === "navigation" ? "left" : "right"}
      open={open}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      {panel.content}
    </Drawer>
  );
}
