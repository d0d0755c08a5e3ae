//! The campaign screen: one chapter at a time, its items with what is held
//! in each; a locked chapter says how many medals open it. Enter (or a
//! click) plays the chosen item. What the screen decides is
//! [`hitlab::screens::campaign`].

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::winit::keyboard::KeyCode;
use ggez::{Context, GameError, GameResult};

use hitlab::i18n::{lang, tr, tr_args};
use hitlab::levels::arena::medals::Medal;
use hitlab::levels::campaign::{CAMPAIGN, Campaign, load_campaign};
use hitlab::screens::campaign::{CampaignControl, CampaignPage, Held, Row};
use hitlab::settings::preferences::Preferences;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::app_keys::{APP_KEYS, AppKey};
use super::keymap::{HelpLine, KeyEvent, Keymap, bind, key, shift};
use super::list_page::{ShownRows, draw_footer};
use super::paint::{mark_chosen, outline_rect};
use super::screen::{Launch, ModeScreen, Mouse, Request, Style};
use super::text::{TextCache, TextSizes};

/// Whether the preferences open every chapter; the app sets it with the
/// other preferences it puts in force for the whole process.
static OPEN_EVERYTHING: AtomicBool = AtomicBool::new(false);

/// Follows `preferences`' "every chapter open".
pub fn follow(preferences: &Preferences) {
    OPEN_EVERYTHING.store(preferences.open_everything, Ordering::Relaxed);
}

/// The screen's keys.
pub const CAMPAIGN_KEYS: Keymap<CampaignControl> = Keymap::new(&[
    bind(CampaignControl::Previous, &[key(KeyCode::ArrowUp)]),
    bind(CampaignControl::Next, &[key(KeyCode::ArrowDown)]),
    bind(
        CampaignControl::PreviousChapter,
        &[key(KeyCode::ArrowLeft), shift(KeyCode::Tab)],
    ),
    bind(
        CampaignControl::NextChapter,
        &[key(KeyCode::ArrowRight), key(KeyCode::Tab)],
    ),
    bind(
        CampaignControl::Play,
        &[
            key(KeyCode::Enter),
            key(KeyCode::NumpadEnter),
            key(KeyCode::Space),
        ],
    ),
]);

/// Where the page's parts go, in window pixels, from the window's size and
/// the chapter's rows, so the mouse hits what is drawn.
struct Layout {
    sizes: TextSizes,
    heading_top: f32,
    chapter_top: f32,
    medals_top: f32,
    shown: ShownRows,
    status_top: f32,
    footer_top: f32,
}

impl Layout {
    fn new(window: Vec2, count: usize, chosen: usize) -> Self {
        let sizes = TextSizes::for_window(window);
        let body = sizes.body;
        let heading_top = window.y * 0.04;
        let chapter_top = heading_top + sizes.heading * 1.5;
        let medals_top = chapter_top + body * 1.5;
        let list_top = medals_top + body * 1.6;
        let footer_top = window.y - body * 2.0;
        let status_top = footer_top - body * 1.5;
        // A row is the item's title and, smaller, what is held in it.
        let row_h = body * 2.45;
        let width = (window.x * 0.9).min(body * 44.0);
        let x = (window.x - width) * 0.5;
        let first = Rect::new(x, list_top, width, row_h - body * 0.2);
        Self {
            sizes,
            heading_top,
            chapter_top,
            medals_top,
            shown: ShownRows::new(count, chosen, status_top - list_top, first, row_h),
            status_top,
            footer_top,
        }
    }
}

/// The campaign screen.
pub struct CampaignScreen {
    page: CampaignPage,
    campaign: Campaign,
    base: PathBuf,
    data_dir: Option<PathBuf>,
    /// Whether the page was built with every chapter open.
    everything: bool,
    window: Vec2,
    script: Option<ScriptPlayer<CampaignControl>>,
    controls: ControlState<CampaignControl>,
}

impl CampaignScreen {
    /// The shipped campaign (or a copy in a resources folder), with what
    /// the data folder holds, where it goes on.
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let path = hitlab::resources::resolve(CAMPAIGN);
        let campaign = load_campaign(&path).map_err(|e| GameError::CustomError(e.to_string()))?;
        let base = path.parent().unwrap_or(Path::new("")).to_owned();
        let everything = OPEN_EVERYTHING.load(Ordering::Relaxed);
        let page = CampaignPage::load(&campaign, &base, launch.data_dir.as_deref(), everything);
        Ok(Self {
            page,
            campaign,
            base,
            data_dir: launch.data_dir.clone(),
            everything,
            window: launch.window,
            script: None,
            controls: ControlState::default(),
        })
    }

    /// Builds the page again when the preferences opened or closed every
    /// chapter meanwhile (on the preferences screen over this one),
    /// staying on the chapter and item shown.
    fn follow_preferences(&mut self) {
        let everything = OPEN_EVERYTHING.load(Ordering::Relaxed);
        if everything == self.everything {
            return;
        }
        self.everything = everything;
        let (chapter, row) = (self.page.chapter, self.page.row);
        self.page = CampaignPage::load(
            &self.campaign,
            &self.base,
            self.data_dir.as_deref(),
            everything,
        );
        (self.page.chapter, self.page.row) = (chapter, row);
    }

    fn rows(&self) -> usize {
        self.page.shown().map_or(0, |c| c.rows.len())
    }
}

/// An item's kind and what is held in it, in words.
fn held_words(row: &Row) -> String {
    if let Some(why) = &row.broken {
        return tr_args("campaign-broken", &[("why", why.as_str().into())]);
    }
    let kind = tr(match row.held {
        Held::Medal(_) => "campaign-arena",
        Held::Solved(_) => "campaign-level",
    });
    let held = match row.held {
        Held::Medal(None) => tr("campaign-no-medal"),
        Held::Medal(Some(medal)) => tr(match medal {
            Medal::Bronze => "campaign-medal-bronze",
            Medal::Silver => "campaign-medal-silver",
            Medal::Gold => "campaign-medal-gold",
        }),
        Held::Solved(None) => tr("campaign-unsolved"),
        Held::Solved(Some(record)) => tr_args(
            "campaign-solved",
            &[
                ("moves", record.best_moves.into()),
                ("pushes", record.best_pushes.into()),
            ],
        ),
    };
    let practice = if row.practice {
        format!(" · {}", tr("campaign-practice"))
    } else {
        String::new()
    };
    format!("{kind}{practice} · {held}")
}

/// The page's footer: its keys.
#[must_use]
pub fn footer() -> String {
    let both = |a, b| {
        format!(
            "{}/{}",
            CAMPAIGN_KEYS.first_key(a),
            CAMPAIGN_KEYS.first_key(b)
        )
    };
    tr_args(
        "campaign-footer",
        &[
            (
                "choose",
                both(CampaignControl::Previous, CampaignControl::Next).into(),
            ),
            (
                "chapter",
                both(
                    CampaignControl::PreviousChapter,
                    CampaignControl::NextChapter,
                )
                .into(),
            ),
            (
                "enter",
                CAMPAIGN_KEYS.first_key(CampaignControl::Play).into(),
            ),
            ("esc", APP_KEYS.first_key(AppKey::Escape).into()),
        ],
    )
}

impl ModeScreen for CampaignScreen {
    fn name(&self) -> String {
        tr("mode-campaign")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if !down {
            return false;
        }
        match CAMPAIGN_KEYS.control(event, |_| true) {
            Some(control) => {
                self.page.apply(control);
                true
            }
            None => false,
        }
    }

    fn mouse(&mut self, event: Mouse) {
        let layout = Layout::new(self.window, self.rows(), self.page.row);
        match event {
            Mouse::Down(p) => {
                if let Some(row) = layout.shown.row_at(p) {
                    self.page.choose(row);
                    self.page.apply(CampaignControl::Play);
                }
            }
            Mouse::Wheel { notches, .. } => self.page.apply(if notches > 0.0 {
                CampaignControl::Previous
            } else {
                CampaignControl::Next
            }),
            _ => {}
        }
    }

    fn step(&mut self) {
        self.follow_preferences();
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        for &control in CampaignControl::all() {
            if frame.pressed(control) {
                self.page.apply(control);
            }
        }
    }

    fn resize(&mut self, size: Vec2) {
        self.window = size;
    }

    fn still(&self) -> bool {
        self.script.as_ref().is_none_or(ScriptPlayer::finished)
    }

    fn take_request(&mut self) -> Option<Request> {
        self.page.take_request()
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut rows = CAMPAIGN_KEYS.help_rows(&[
            (CampaignControl::Previous, "help-campaign-choose"),
            (CampaignControl::NextChapter, "help-campaign-chapter"),
            (CampaignControl::Play, "help-campaign-play"),
        ]);
        rows[0].keys = CAMPAIGN_KEYS.keys_of(&[CampaignControl::Previous, CampaignControl::Next]);
        rows[1].keys = CAMPAIGN_KEYS.keys_of(&[
            CampaignControl::PreviousChapter,
            CampaignControl::NextChapter,
        ]);
        rows.push(HelpLine::new(
            tr("key-mouse-click"),
            tr("help-campaign-click"),
        ));
        rows
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        self.window = style.window;
        self.follow_preferences();
        let theme = &style.theme;
        let layout = Layout::new(style.window, self.rows(), self.page.row);
        let body = layout.sizes.body;
        let cx = style.window.x * 0.5;
        let width = style.window.x * 0.9;
        texts.draw_centered(
            ctx,
            canvas,
            &tr("campaign-title"),
            layout.sizes.heading,
            Vec2::new(cx, layout.heading_top),
            theme.accent,
        )?;
        let Some(chapter) = self.page.shown() else {
            return Ok(());
        };
        let left = CAMPAIGN_KEYS.first_key(CampaignControl::PreviousChapter);
        let right = CAMPAIGN_KEYS.first_key(CampaignControl::NextChapter);
        let named = tr_args(
            "campaign-chapter",
            &[
                ("number", (self.page.chapter + 1).into()),
                ("count", self.page.chapters.len().into()),
                ("name", chapter.name(lang()).into()),
            ],
        );
        let line = format!("{left}  {named}  {right}");
        let px = texts.fit_px(ctx, &line, body, width)?;
        texts.draw_centered(
            ctx,
            canvas,
            &line,
            px,
            Vec2::new(cx, layout.chapter_top),
            theme.text,
        )?;
        let (held, most) = chapter.medals();
        let (medals, colour) = if chapter.open {
            let line = tr_args(
                "campaign-medals",
                &[("held", held.into()), ("most", most.into())],
            );
            let everything = OPEN_EVERYTHING.load(Ordering::Relaxed);
            if everything {
                (
                    format!("{line}  ·  {}", tr("campaign-open-all")),
                    theme.dim_text,
                )
            } else {
                (line, theme.dim_text)
            }
        } else {
            let line = tr_args(
                "campaign-locked",
                &[
                    ("missing", chapter.medals_missing().into()),
                    ("needs", chapter.chapter.needs.into()),
                ],
            );
            (line, theme.hit)
        };
        let px = texts.fit_px(ctx, &medals, body * 0.9, width)?;
        texts.draw_centered(
            ctx,
            canvas,
            &medals,
            px,
            Vec2::new(cx, layout.medals_top),
            colour,
        )?;
        for &(index, rect) in &layout.shown.rows {
            let Some(row) = chapter.rows.get(index) else {
                continue;
            };
            let chosen = index == self.page.row;
            let playable = self.page.playable(index);
            if chosen {
                mark_chosen(ctx, canvas, rect, theme)?;
            } else {
                outline_rect(ctx, canvas, rect, theme.miss, theme.line_px)?;
            }
            let pad = body * 0.5;
            let inner = rect.w - pad * 2.0;
            let title = &row.title;
            let title_colour = if playable || chosen {
                theme.text
            } else {
                theme.dim_text
            };
            let px = texts.fit_px(ctx, title, body, inner)?;
            texts.draw(
                canvas,
                title,
                px,
                Vec2::new(rect.x + pad, rect.y + body * 0.1),
                title_colour,
            );
            let held = held_words(row);
            let colour = if row.held.complete() {
                theme.accent
            } else {
                theme.dim_text
            };
            let colour = if chosen && !row.held.complete() {
                theme.text
            } else {
                colour
            };
            let px = texts.fit_px(ctx, &held, body * 0.8, inner)?;
            texts.draw(
                canvas,
                &held,
                px,
                Vec2::new(rect.x + pad, rect.y + body * 1.2),
                colour,
            );
        }
        layout.shown.draw_arrows(canvas, texts, body, theme);
        if let Some(missing) = self.page.refused {
            let status = tr_args("campaign-refused", &[("missing", missing.into())]);
            let px = texts.fit_px(ctx, &status, body, width)?;
            texts.draw_centered(
                ctx,
                canvas,
                &status,
                px,
                Vec2::new(cx, layout.status_top),
                theme.hit,
            )?;
        }
        let at = Vec2::new(cx, layout.footer_top);
        draw_footer(ctx, canvas, texts, style, &footer(), at, width)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_footer_and_help_name_the_page_keys() {
        assert_eq!(
            footer(),
            "↑/↓ choose    ←/→ chapter    Enter play    Esc back"
        );
        assert_eq!(CAMPAIGN_KEYS.unnamed_presses(), []);
    }

    #[test]
    fn the_chosen_row_stays_in_sight_and_is_hit_where_drawn() {
        let window = Vec2::new(1280.0, 720.0);
        let layout = Layout::new(window, 30, 29);
        assert_eq!(layout.shown.rows.last().map(|r| r.0), Some(29));
        let last = layout
            .shown
            .rows
            .last()
            .map(|r| r.1.bottom())
            .unwrap_or_default();
        assert!(last <= layout.status_top);
        let first = layout.shown.rows[0].1;
        assert_eq!(
            layout.shown.row_at(Vec2::new(first.x + 1.0, first.y + 1.0)),
            Some(layout.shown.rows[0].0)
        );
        assert!(layout.shown.more_above && !layout.shown.more_below);
    }
}
