//! The round: plane, shells, targets and the clock, stepped once per fixed
//! step with a [`ControlFrame`].

use std::sync::Arc;

use glam::Vec2;

use crate::geom::Aabb;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::collide::{Collider, StepCounts};
use super::control::ShooterControl as C;
use super::effects::{self, Marker, MarkerKind, Shard};
use super::events::GameEvent;
use super::miss_trace::{self, MissTrace};
use super::narrow::{ShellHit, ShellWorld};
use super::plane::{Plane, keep_inside, start_plane};
use super::rewind::History;
use super::shapes::{ShapeError, shape_mesh};
use super::shell::{Shell, Shells};
use super::stats::Stats;
use super::step_input::StepInput;
use super::storm;
use super::target::{LocalHit, Target, TargetState};
use super::tuning::*;
use crate::geom::{TriMesh, sweep::MeshMotion};
use crate::levels::arena::{Arena, Detection, ObstacleSpec};
use crate::sim::ControlFrame;

/// Whether the round is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The round is on (its clock may not have started yet).
    Playing,
    /// The round is over; `restart` starts the next.
    Ended,
}

/// The shooter's whole state.
#[derive(Debug, Clone)]
pub struct ShooterGame {
    arena: Arena,
    shapes: Vec<Arc<TriMesh>>,
    seed: u64,
    pub(super) rng: Xoshiro256PlusPlus,
    /// Why the last new best could not be saved, for the end box (a
    /// read-only data folder must not pass silently as "new best!"). The
    /// rules write no file: whoever saves the best a
    /// [`GameEvent::RoundEnded`] reports sets this; a new round clears it.
    pub best_not_saved: Option<String>,
    /// The arena's best score so far.
    pub best: u32,
    /// The player's plane.
    pub plane: Plane,
    /// The shells in flight.
    pub shells: Shells,
    /// The arena's targets, in its order.
    pub targets: Vec<Target>,
    /// Hit, ghost and block markers, fading.
    pub markers: Vec<Marker>,
    /// The last missed shell's step, until the next miss or a new round.
    pub last_miss: Option<MissTrace>,
    /// Pieces of broken targets, flying apart.
    pub shards: Vec<Shard>,
    /// The round's counts so far.
    pub stats: Stats,
    /// Whether the round is on.
    pub phase: Phase,
    /// The hit test in use; the arena says which a game starts with.
    pub detection: Detection,
    /// The collision step files targets in a grid first (`B` switches to
    /// brute force, the reference: the same hits, more tests).
    pub broad_phase: bool,
    /// What the last collision step did (the `F3` line).
    pub counts: StepCounts,
    /// The `F3` line is shown.
    pub step_stats: bool,
    /// The collision step's buffers, kept between steps.
    collider: Collider,
    /// Which shells leave in this step, one flag each (kept between steps).
    leaving: Vec<bool>,
    /// The storm's turrets aim by this, apart from the round's own draws.
    pub(super) storm_rng: Xoshiro256PlusPlus,
    /// The rules wait (`P`); `N` steps them once.
    pub paused: bool,
    /// Slow motion: the rules step once every 2^level app steps.
    pub slow_level: u32,
    /// The debug overlay is on (`D`).
    pub debug: bool,
    /// The target whose local-space inset is shown, if any.
    pub selected: Option<usize>,
    /// Practice: the clock never starts, so the round never ends (the
    /// arena's `practice` key, or a lesson step's).
    pub practice: bool,
    /// Rules steps played this round.
    pub round_step: u32,
    /// `round_step` when the player's first move started the round's clock
    /// (see [`C::starts_clock`]). The clock waits so that a newcomer can read
    /// the keys without losing time; targets spin meanwhile.
    pub(super) clock_start: Option<u32>,
    pub(super) cooldown: u32,
    app_steps: u64,
    /// Presses seen on app steps the rules skipped (slow motion), kept for
    /// the next rules step so a tap is never lost.
    pending: Vec<C>,
    /// The last ten seconds, to rewind ([`History`]).
    pub(super) history: History,
    /// Every rules step's input this round, for its replay
    /// ([`Self::recorded`]); at most [`MAX_RECORDED_STEPS`].
    recorded: Vec<StepInput>,
    /// The round outgrew [`MAX_RECORDED_STEPS`]: its replay is not whole.
    recording_cut: bool,
}

/// The most rules steps a round's replay keeps: half an hour. A timed
/// round is far shorter; a practice round, which never ends, stops being
/// recorded there (and is never kept as a replay: it has no end).
pub const MAX_RECORDED_STEPS: usize = 30 * 60 * crate::sim::STEPS_PER_SECOND as usize;

impl ShooterGame {
    /// A new round in `arena`.
    pub fn new(arena: Arena, seed: u64) -> Result<Self, ShapeError> {
        let shapes = arena
            .targets
            .iter()
            .map(|t| shape_mesh(&t.shape).map(Arc::new))
            .collect::<Result<Vec<_>, _>>()?;
        let mut game = Self {
            detection: arena.detection,
            practice: arena.practice,
            plane: start_plane(&arena),
            targets: Vec::new(),
            arena,
            shapes,
            seed,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            best_not_saved: None,
            best: 0,
            shells: Shells::default(),
            broad_phase: true,
            counts: StepCounts::default(),
            step_stats: false,
            collider: Collider::default(),
            leaving: Vec::new(),
            storm_rng: storm::rng(seed),
            markers: Vec::with_capacity(MAX_MARKERS),
            last_miss: None,
            shards: Vec::new(),
            stats: Stats::default(),
            phase: Phase::Playing,
            paused: false,
            slow_level: 0,
            debug: false,
            selected: None,
            round_step: 0,
            clock_start: None,
            cooldown: 0,
            app_steps: 0,
            pending: Vec::new(),
            history: History::default(),
            recorded: Vec::new(),
            recording_cut: false,
        };
        game.restart();
        Ok(game)
    }

    /// Starts from `best`, the arena's best score so far (read by the
    /// caller, who also keeps the new best each [`GameEvent::RoundEnded`]
    /// reports: [`super::best`]).
    #[must_use]
    pub fn with_best(mut self, best: u32) -> Self {
        self.best = best;
        self
    }

    /// The arena being played.
    #[must_use]
    pub fn arena(&self) -> &Arena {
        &self.arena
    }

    /// Swaps in an edited arena and starts a new round in it, keeping the
    /// teaching settings (detection, debug, slow motion); the detection
    /// changes only if the edit changed the arena's.
    pub fn replace_arena(&mut self, arena: Arena) -> Result<(), ShapeError> {
        let fresh = Self::new(arena, self.seed)?;
        if fresh.arena.detection != self.arena.detection {
            self.detection = fresh.arena.detection;
        }
        if fresh.arena.practice != self.arena.practice {
            self.practice = fresh.arena.practice;
        }
        self.arena = fresh.arena;
        self.shapes = fresh.shapes;
        self.restart();
        Ok(())
    }

    /// Starts a new round: same arena, fresh plane, targets and score.
    pub fn restart(&mut self) {
        self.best_not_saved = None;
        self.rng = Xoshiro256PlusPlus::seed_from_u64(self.seed);
        self.storm_rng = storm::rng(self.seed);
        self.plane = start_plane(&self.arena);
        self.targets = self
            .arena
            .targets
            .iter()
            .zip(&self.shapes)
            .map(|(spec, shape)| Target::new(spec, Arc::clone(shape)))
            .collect();
        self.shells.clear();
        self.markers.clear();
        self.last_miss = None;
        self.shards.clear();
        self.stats = Stats::default();
        self.phase = Phase::Playing;
        self.paused = false;
        self.selected = None;
        self.round_step = 0;
        self.clock_start = None;
        self.cooldown = 0;
        self.pending.clear();
        let shells = self.arena.storm.map_or(0, |s| s.max_shells as usize);
        self.history.reset(shells, MAX_MARKERS);
        self.recorded.clear();
        self.recording_cut = false;
        // Room for the whole round and the wait before its clock starts,
        // so a step records without allocating (a storm's steady steps
        // allocate nothing); a longer round grows it now and then.
        let wait = 60 * crate::sim::STEPS_PER_SECOND;
        let room = self.arena.round_steps.saturating_add(wait) as usize;
        self.recorded.reserve(room.min(MAX_RECORDED_STEPS));
    }

    /// Every rules step's input this round so far, in order: what its
    /// [`super::Replay`] keeps. `None` once the round outgrew
    /// [`MAX_RECORDED_STEPS`] (a practice round left running).
    #[must_use]
    pub fn recorded(&self) -> Option<&[StepInput]> {
        (!self.recording_cut).then_some(self.recorded.as_slice())
    }

    /// Keeps the input of the rules step about to be played: in the rewind
    /// history and in the round's recording.
    fn keep_input(&mut self, input: StepInput) {
        self.record(input);
        if self.recorded.len() < MAX_RECORDED_STEPS {
            self.recorded.push(input);
        } else {
            self.recording_cut = true;
        }
    }

    /// Steps left on the round's clock.
    #[must_use]
    pub fn steps_left(&self) -> u32 {
        let on_clock = self.clock_start.map_or(0, |start| self.round_step - start);
        self.arena.round_steps.saturating_sub(on_clock)
    }

    /// Whether the round's clock has started: it starts on the first rules
    /// step that rotates, moves or fires the plane, and stops with the round.
    #[must_use]
    pub fn clock_running(&self) -> bool {
        self.clock_start.is_some()
    }

    /// Adds a shell at `position` flying along `direction` (normalised here).
    /// For benches and tests; players fire with [`C::Fire`].
    pub fn spawn_shell(&mut self, position: Vec2, direction: Vec2) {
        let direction = direction.try_normalize().unwrap_or(FORWARD);
        if self.shells.len() >= self.max_shells() {
            return;
        }
        self.shells.push(Shell::fired(position, direction));
    }

    /// One app step (1/60 s). Teaching controls act at once; the rules
    /// advance unless paused or held back by slow motion.
    pub fn step(&mut self, frame: &ControlFrame<C>) -> Vec<GameEvent> {
        let mut events = Vec::new();
        self.step_into(frame, &mut events);
        events
    }

    /// [`Self::step`], its events appended to `events` (which a caller can
    /// keep between steps, so that a step need not allocate).
    pub fn step_into(&mut self, frame: &ControlFrame<C>, events: &mut Vec<GameEvent>) {
        if frame.pressed(C::ToggleBroadPhase) {
            self.broad_phase = !self.broad_phase;
        }
        if frame.pressed(C::ToggleStepStats) {
            self.step_stats = !self.step_stats;
        }
        // A rewound moment shows the test it was played with.
        if frame.pressed(C::ToggleDetection) && self.rewound().is_none() {
            self.detection = super::next_detection(self.detection);
        }
        if frame.pressed(C::ToggleDebug) {
            self.debug = !self.debug;
        }
        if frame.pressed(C::SelectNext) {
            self.select_next();
        }
        if frame.pressed(C::Slower) {
            self.slow_level = (self.slow_level + 1).min(MAX_SLOW_LEVEL);
        }
        if frame.pressed(C::Faster) {
            self.slow_level = self.slow_level.saturating_sub(1);
        }
        if frame.pressed(C::Restart) {
            self.restart();
            return;
        }
        if self.phase == Phase::Ended {
            return;
        }
        // While an earlier moment is shown, the round waits for it.
        if self.rewind_step(frame) {
            return;
        }
        if frame.pressed(C::Pause) {
            self.paused = !self.paused;
        }
        for &c in &[C::Fire, C::ToggleMove] {
            if frame.pressed(c) && !self.pending.contains(&c) {
                self.pending.push(c);
            }
        }
        let run = if self.paused {
            frame.pressed(C::StepOnce)
        } else {
            self.app_steps += 1;
            self.app_steps.is_multiple_of(1u64 << self.slow_level)
        };
        if run {
            let input = StepInput::new(frame, &self.pending, self.detection);
            self.pending.clear();
            self.keep_input(input);
            self.rules_step(&input, events);
        }
    }

    /// The seed the round's random numbers start from (a restart starts
    /// them again from it).
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// One rules step with a kept input, as a live step with it would play
    /// (a replay's step): nothing once the round has ended.
    pub fn play_input(&mut self, input: &StepInput, events: &mut Vec<GameEvent>) {
        if self.phase == Phase::Ended {
            return;
        }
        self.keep_input(*input);
        self.rules_step(input, events);
    }

    /// One step of the rules: plane, shells, targets' motion, then the
    /// collision test, so a hit is tested against the poses just drawn.
    pub(super) fn rules_step(&mut self, input: &StepInput, events: &mut Vec<GameEvent>) {
        self.detection = input.detection;
        if self.clock_start.is_none() && !self.practice && input.starts_clock() {
            self.clock_start = Some(self.round_step);
        }
        self.move_plane(input);
        self.shells.advance(self.arena.shells.speed);
        self.cooldown = self.cooldown.saturating_sub(1);
        let fire = input.pressed(C::Fire) || (input.held(C::Fire) && self.cooldown == 0);
        if fire {
            // A new shell starts at the muzzle and first moves next step.
            let before = self.shells.len();
            let (muzzle, forward) = (self.plane.muzzle(), self.plane.forward());
            match self.arena.storm {
                Some(spec) => {
                    for direction in storm::fan(forward, spec.spread_shells, spec.spread) {
                        self.spawn_shell(muzzle, direction);
                    }
                }
                None => self.spawn_shell(muzzle, forward),
            }
            self.cooldown = self.arena.shells.cooldown_steps;
            self.stats.shots += (self.shells.len() - before) as u32;
            events.push(GameEvent::Fired);
        }
        if let Some(spec) = self.arena.storm
            && self.clock_running()
        {
            let before = self.shells.len();
            let room = self.max_shells().saturating_sub(before);
            let half = self.arena.size / 2.0;
            // The turrets' shells are not the player's shots.
            storm::turret_volley(&spec, half, room, &mut self.storm_rng, |from, dir| {
                self.shells.push(Shell::from_turret(from, dir));
            });
        }
        self.move_targets();
        self.stats.record_detection(self.detection);
        self.resolve_shells(events);
        effects::age_effects(&mut self.markers, &mut self.shards);
        self.round_step += 1;
        if self.clock_running() && self.steps_left() == 0 {
            self.end_round(events);
        }
    }

    fn move_plane(&mut self, input: &StepInput) {
        let turn = self.arena.plane.turn_rate;
        if input.held(C::RotateLeft) {
            self.plane.heading += turn;
        } else if input.held(C::RotateRight) {
            self.plane.heading -= turn;
        }
        self.plane.heading = self.plane.heading.rem_euclid(std::f32::consts::TAU);
        if input.pressed(C::ToggleMove) {
            self.plane.moving = !self.plane.moving;
        }
        if self.plane.moving || input.held(C::Thrust) {
            let next = self.plane.position + self.arena.plane.move_speed * self.plane.forward();
            self.plane.position = keep_inside(&self.arena, next);
        }
    }

    /// Turns every target by its spin and brings back the broken ones whose
    /// time has come, keeping each one's motion over the step for the hit
    /// tests.
    fn move_targets(&mut self) {
        for target in &mut self.targets {
            let start = target.pose();
            // Wrapped for the angle kept; the motion turns by `spin` from the
            // angle before, unwrapped, so both end in the same pose.
            target.angle = (target.angle + target.spin).rem_euclid(std::f32::consts::TAU);
            target.motion = MeshMotion::new(start, target.position, target.spin);
            target.flash = target.flash.saturating_sub(1);
            if let TargetState::Broken { respawn_in } = target.state {
                if respawn_in <= 1 {
                    let jitter =
                        Vec2::from_angle(self.rng.random_range(0.0..std::f32::consts::TAU))
                            * self.rng.random_range(0.0..RESPAWN_JITTER);
                    target.position = target.home + jitter;
                    // It jumped there: still for this step, not sliding.
                    target.motion = MeshMotion::still(target.pose());
                    target.damage = 0;
                    target.state = TargetState::Alive;
                } else {
                    target.state = TargetState::Broken {
                        respawn_in: respawn_in - 1,
                    };
                }
            }
        }
    }

    /// Tests every shell against obstacles and targets (`collide`); removes
    /// the shells that hit something or left the arena, in place
    /// (`Shells::remove_flagged`). The verdicts are applied in shell order,
    /// however many threads found them.
    fn resolve_shells(&mut self, events: &mut Vec<GameEvent>) {
        let limit = self.arena.size / 2.0 + Vec2::splat(SHELL_MARGIN);
        let domain = Aabb {
            min: -limit,
            max: limit,
        };
        let world = ShellWorld {
            targets: &self.targets,
            obstacles: &self.arena.obstacles,
            detection: self.detection,
        };
        self.counts = self
            .collider
            .resolve(&self.shells, &world, domain, self.broad_phase);
        // Taken out while its verdicts are applied (which needs `&mut self`);
        // an empty one in its place allocates nothing.
        let collider = std::mem::take(&mut self.collider);
        // Which shells leave this step: those out of the arena, and those
        // stopped by something, flagged as their verdicts are applied.
        let mut leaving = std::mem::take(&mut self.leaving);
        leaving.clear();
        let outside = |p: &Vec2| !p.abs().cmple(limit).all();
        leaving.extend(self.shells.positions().iter().map(outside));
        for &(index, outcome) in collider.found(self.shells.len()) {
            let i = index as usize;
            if let Some(ghost) = outcome.tip_ghost
                && !self.shells.mark_tip_missed(i)
            {
                self.stats.tip_misses += 1;
                self.mark(MarkerKind::Ghost, ghost);
                self.last_miss =
                    miss_trace::trace(&self.targets, self.shells.step(i), ghost, false)
                        .or(self.last_miss);
            }
            if let Some(ghost) = outcome.spin_ghost
                && !self.shells.mark_spin_missed(i)
            {
                self.stats.spin_misses += 1;
                self.mark(MarkerKind::SpinGhost, ghost);
                self.last_miss = miss_trace::trace(&self.targets, self.shells.step(i), ghost, true)
                    .or(self.last_miss);
            }
            match outcome.hit {
                Some(ShellHit::Obstacle { point }) => self.mark(MarkerKind::Blocked, point),
                Some(ShellHit::Target { index, hit }) => {
                    let players = self.shells.is_players(i);
                    self.hit_target(index, hit, players, events);
                }
                None => continue,
            }
            leaving[i] = true;
        }
        self.shells.remove_flagged(&leaving);
        self.collider = collider;
        self.leaving = leaving;
    }

    /// Shells in flight at most: the storm's cap, else no cap a player can
    /// reach.
    fn max_shells(&self) -> usize {
        self.arena
            .storm
            .map_or(storm::PLAIN_MAX_SHELLS, |s| s.max_shells as usize)
    }

    fn mark(&mut self, kind: MarkerKind, position: Vec2) {
        // A storm lands hundreds of hits a step: the newest are dropped
        // rather than the list grown without end.
        if self.markers.len() >= MAX_MARKERS {
            return;
        }
        self.markers.push(Marker {
            kind,
            position,
            age: 0,
        });
    }

    /// A shell hits target `index`; `players` when the player fired it (a
    /// turret's hit breaks targets too, but scores nothing).
    fn hit_target(
        &mut self,
        index: usize,
        hit: LocalHit,
        players: bool,
        events: &mut Vec<GameEvent>,
    ) {
        let point = hit.world_point;
        if players {
            self.stats.hits += 1;
            self.stats.score += HIT_POINTS;
        }
        events.push(GameEvent::Hit {
            target: index,
            point,
        });
        let target = index;
        let kind = match hit.weakest {
            Detection::Point => MarkerKind::Hit,
            Detection::Swept => {
                self.stats.tip_saves += 1;
                events.push(GameEvent::TipSave { target, point });
                MarkerKind::TipSave
            }
            Detection::Spin => {
                self.stats.spin_saves += 1;
                events.push(GameEvent::SpinSave { target, point });
                MarkerKind::SpinSave
            }
        };
        self.mark(kind, point);
        let Some(target) = self.targets.get_mut(index) else {
            return;
        };
        target.last_hit = Some(hit);
        target.flash = FLASH_STEPS;
        target.damage += 1;
        if target.damage >= target.hits_to_break {
            target.state = TargetState::Broken {
                respawn_in: RESPAWN_STEPS,
            };
            if players {
                self.stats.breaks += 1;
                self.stats.score += BREAK_POINTS;
            }
            events.push(GameEvent::Broke {
                target: index,
                point,
            });
            let model = target.model();
            let corners = target
                .mesh
                .triangles()
                .iter()
                .map(|tri| tri.vertices().map(|p| model.transform_point2(p)));
            let shards = effects::shatter(corners, target.position, target.colour, &mut self.rng);
            self.shards.extend(shards);
        }
    }

    fn end_round(&mut self, events: &mut Vec<GameEvent>) {
        self.phase = Phase::Ended;
        self.shells.clear();
        let new_best = self.stats.score > self.best;
        if new_best {
            self.best = self.stats.score;
        }
        events.push(GameEvent::RoundEnded {
            score: self.stats.score,
            best: self.best,
            new_best,
        });
    }

    /// The obstacles of the arena.
    #[must_use]
    pub fn obstacles(&self) -> &[ObstacleSpec] {
        &self.arena.obstacles
    }
}
