//! The daily arena in the window: the local date (the library chooses the
//! day's round from it), and the shooter opened on a day's round.

use hitlab::i18n::{Said, tr};
use hitlab::modes::shooter::daily::{Daily, Date};
use hitlab::screens::navigation::{ModeId, Open, Switch};

use super::state::App;
use crate::view::screen::DailyLaunch;

/// Today in the system's time zone.
#[must_use]
pub fn local_today() -> Option<Date> {
    let now = jiff::Zoned::now().date();
    Date::new(
        i32::from(now.year()),
        now.month().unsigned_abs(),
        now.day().unsigned_abs(),
    )
}

/// The round of `date` (default: today), played today.
#[must_use]
pub fn daily_launch(date: Option<Date>) -> Option<DailyLaunch> {
    let today = local_today()?;
    Some(DailyLaunch {
        daily: Daily::of(date.unwrap_or(today)),
        today,
    })
}

impl App {
    /// The shooter on today's daily arena, or yesterday's (unranked); Esc
    /// goes back to `back_to`.
    pub(super) fn open_daily(
        &mut self,
        yesterday: bool,
        back_to: Option<ModeId>,
    ) -> Result<(), Said> {
        let day = local_today().map(|today| if yesterday { today.previous() } else { today });
        let round = daily_launch(day).ok_or_else(|| Said::new(|| tr("daily-no-date")))?;
        let path = hitlab::resources::resolve(round.daily.arena);
        let seed = std::mem::replace(&mut self.launch.seed, round.daily.seed);
        let daily = self.launch.daily.replace(round);
        let opened = self.switch(Switch {
            open: Open::File(ModeId::Shooter, path),
            back_to,
        });
        self.launch.seed = seed;
        self.launch.daily = daily;
        opened.map_err(Said::as_is)
    }
}
