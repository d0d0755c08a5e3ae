# Hit Lab's words in English: every string the window shows, by id.
# ja.ftl holds the same ids with the same variables (a test checks).
# Key names (Esc, Page Down, Space) and numbers are passed in as variables
# and stay as they are in every language.

## The language itself, as the language chooser shows it.
lang-name = English

## The game and its modes, as the title, the help and errors name them.
game-name = Hit Lab
mode-shooter = Shooter
mode-raylab = Ray lab
mode-sokoban = Sokoban
mode-lessons = Lessons
mode-preferences = Preferences
mode-lesson = Lesson
mode-arena-chooser = The arena chooser
mode-pack-chooser = The pack chooser
mode-lesson-chooser = The lesson chooser
mode-sokoban-editor = Sokoban editor
mode-arena-editor = Arena editor
mode-keys = Keys
mode-could-not-start = { $mode } could not start: { $why }
mode-stopped = { $mode } stopped: { $why }
lesson-could-not-start = the lesson could not start: { $why }
no-other-arena = no other arena loads

## The title screen.
title-subtitle = See why a hit is a hit: collision detection you can play
blurb-shooter = Shells vs spinning shapes: the point test misses, the swept test hits
blurb-raylab = Rays vs boxes, disks, lines and capsules, with entry and exit points
blurb-sokoban = The warehouse puzzle, built on rectangle overlap tests
blurb-preferences = Language, theme, colours, text size, motion, speed and sound
# $next, $back: the keys that turn a lesson's pages.
blurb-lessons = Prepared walk-throughs with captions: { $next } / { $back } step them
# $other: the other language's name in its own words (日本語).
title-footer = { $digits }, arrows + { $enter }, or click to play    { $help } help    { $contrast } contrast    { $preferences } preferences    { $language } { $other }    { $fullscreen } fullscreen    { $esc } { $esc } quit
title-quit-armed = Press { $esc } again to quit; any other key stays

## The help overlay (F1).
help-heading = Help: { $mode }
help-mode-keys = { $mode } keys
help-title-screen = Title screen
help-everywhere = Everywhere
help-own-seed = seed { $seed } (every step starts from it)
help-seed = seed { $seed } (replay with --seed { $seed })
help-closes = { $keys } or { $esc } closes this help
help-app-help = show or hide this help (the mode pauses)
help-app-theme = high-contrast theme for projectors
help-app-sound = sound effects on or off
help-app-language = the window's language: English, 日本語
help-app-fullscreen = fullscreen on or off
help-app-save-screen = save the screen as a PNG in your pictures folder
help-app-preferences = preferences: language, theme, colours, text size, motion, speed, sound
help-app-back = back to the title screen
help-app-quit = quit (press { $esc } twice)
help-app-back-arenas = back to the arena chooser
help-app-back-packs = back to the pack chooser
help-app-back-lessons = back to the lesson chooser
help-page = page { $page } of { $pages }: { $next } / { $back } turn the pages
help-title-open = open Play (the campaign), Shooter, Ray lab, Sokoban, the Lessons or the Preferences
help-title-choose = choose a mode and open it
help-title-click = open the mode under the pointer
key-mouse-click = mouse click
fix-or-leave = Save a fix and it reloads; { $esc }: back to the title

## Notices at the bottom of the window.
toast-sound-on = Sound on
toast-sound-off = Sound off
toast-language = English
toast-screen-saved = Saved the screen to { $path }
toast-screen-not-saved = Could not save the screen: { $why }
toast-handout-writing = Writing the handout ...
toast-handout-written = Handout written: { $path }
toast-handout-not-written = Could not write the handout: { $why }
# A handout page's picture, for a reader that cannot see it: $n counts the
# lesson's steps from 1, $name is the step's name in its file.
handout-picture-alt = Step { $n }: { $name }

## The choosers.
chooser-heading-arenas = Choose an arena
chooser-heading-packs = Choose a Sokoban pack
chooser-heading-lessons = Choose a lesson
chooser-name-arenas = Arenas
chooser-name-packs = Sokoban packs
chooser-name-lessons = Lessons
# $up, $down, $page-up, $page-down, $open, $esc: the chooser's keys.
chooser-footer = { $up } { $down } / { $page-up }, { $page-down }: choose   { $open }: open   type to filter   { $esc }: title
chooser-footer-export = { $up } { $down } / { $page-up }, { $page-down }: choose   { $open }: open   type to filter   { $export }: export handout   { $alone }: on my own   { $esc }: title
chooser-footer-edit = { $up } { $down } / { $page-up }, { $page-down }: choose   { $open }: open   type to filter   { $edit }: edit   { $esc }: title
# $kind: arenas, packs or lessons, what the files found are; $found: how
# many (the lessons' "all in a row" card is no file); $range: chooser-range,
# or nothing when no card is shown.
chooser-found = { $kind ->
    [arenas] { $found ->
        [one] 1 arena
       *[other] { $found } arenas
    }
    [packs] { $found ->
        [one] 1 pack
       *[other] { $found } packs
    }
   *[lessons] { $found ->
        [one] 1 lesson
       *[other] { $found } lessons
    }
}{ $range }   ·   type to filter
chooser-filter = filter: { $filter }{ $range }
chooser-range = {"   ·   "}cards { $first }–{ $last } of { $of }
chooser-nothing-found = Nothing found: put files in your levels folder (hitlab paths names it)
chooser-no-match = No card holds those letters: { $erase } erases them
help-chooser-previous = the card above
help-chooser-next = the card below
help-chooser-open = open the chosen card
help-chooser-filter = show only the cards that contain them
help-chooser-erase = erase a letter of the filter
help-chooser-click = open a card
help-chooser-export = write the chosen lesson's handout to your pictures folder
help-chooser-edit-arena = edit the chosen arena in the arena editor
key-letters = letters
key-click = click
card-does-not-load = does not load: fix the file and open this chooser again
card-round-seconds = { $seconds } s round
card-practice = practice, no clock
card-best = best { $best }
card-no-best = no best yet
card-arena-line = starts with the { $detection }   ·   { $clock }   ·   { $best }
card-pack-line = { $levels } levels   ·   { $solved } solved
card-lesson-line = { $steps } steps   ·   { $modes }
card-all-lessons = All shipped lessons in a row
card-all-lessons-about = every lesson that comes with the game, one after another
# $next: the key that turns a lesson's page on.
card-all-lessons-next = { $next } at a lesson's last step goes on to the next
list-separator = {", "}

## The hit tests, as the cards, the HUD and the end box name them.
detection-point = point test
detection-swept = swept test
detection-spin = spin test

## What each control does, in the help overlay: control-<mode>-<script name>.
control-shooter-rotate-left = rotate the plane left ({ $degrees } per step)
control-shooter-rotate-right = rotate the plane right ({ $degrees } per step)
control-shooter-toggle-move = start / stop moving
control-shooter-thrust = move forward while held
control-shooter-fire = fire (hold for rapid fire)
control-shooter-toggle-detection = cycle the hit test: point / swept / spin
control-shooter-pause = pause / resume
control-shooter-step-once = advance one step (while paused or rewound)
control-shooter-slower = slow motion: half speed, down to 1/8
control-shooter-faster = faster, up to full speed
control-shooter-toggle-debug = debug overlay: triangles, bounds, paths
control-shooter-toggle-broad-phase = broad phase on / off (brute force)
control-shooter-toggle-step-stats = step line: shells, pairs, tests, µs, fps
control-shooter-select-next = select the next target: its local-space inset
control-shooter-restart = new round
control-shooter-next-arena = the next arena (on the end screen)
control-shooter-edit = edit this arena in the arena editor
control-shooter-rewind = rewind: step back (hold to go on), up to 10 s
control-shooter-replay = replay the rewound moments slowly, back to the present
keys-on-end-screen = on the end screen
key-aim-line = aim line
help-shooter-click = select a target: its local-space inset
help-shooter-aim-line = its ring: where a shell fired now stops, by the current test
control-sokoban-up = walk or push up
control-sokoban-down = walk or push down
control-sokoban-left = walk or push left
control-sokoban-right = walk or push right
control-sokoban-undo = undo the last move
control-sokoban-redo = redo an undone move
control-sokoban-restart = restart the level (undo can take it back)
control-sokoban-next-level = next level
control-sokoban-prev-level = previous level
control-sokoban-level-select = open or close the level list
control-sokoban-confirm = play the chosen level / go on after a solve
control-sokoban-export = save the moves so far as LURD in the data folder
control-sokoban-replay = replay the saved moves, else the pack's solution
control-sokoban-list-first = level list: the first entry
control-sokoban-list-last = level list: the last entry
# The ten digits share one row of the help (help-sokoban-digits).
control-sokoban-digit-0 = level list: type a level number (0)
control-sokoban-digit-1 = level list: type a level number (1)
control-sokoban-digit-2 = level list: type a level number (2)
control-sokoban-digit-3 = level list: type a level number (3)
control-sokoban-digit-4 = level list: type a level number (4)
control-sokoban-digit-5 = level list: type a level number (5)
control-sokoban-digit-6 = level list: type a level number (6)
control-sokoban-digit-7 = level list: type a level number (7)
control-sokoban-digit-8 = level list: type a level number (8)
control-sokoban-digit-9 = level list: type a level number (9)
help-sokoban-digits = level list: type a level number to go to it
help-sokoban-list-edit = level list: edit the chosen level
key-click-cell = click a cell
key-drag-box = drag a box
help-sokoban-click = walk there by a shortest path
help-sokoban-drag = shows the fewest-pushes path; release to push
keys-while-presenting = while presenting
keys-while-asking = while a question waits

## The shooter: HUD, F3 panel, inset, end box, footer.
# The HUD's first row: the test in use (in capitals) and the one T gives.
hud-detection = { $now }  ({ $key }: { $next })
hud-counts = shots { $shots }   hits { $hits }   accuracy { $accuracy }%
hud-tip-counts = tip saves { $saves }  tip misses { $misses }
hud-spin-counts = spin saves { $saves }  spin misses { $misses }
hud-practice = practice: no clock
hud-time = time { $time }
hud-time-waiting = time { $time }  (starts on your first move)
hud-score = score { $score }   best { $best }   { $time }
hud-paused = PAUSED ({ $step }: step, { $resume }: resume)
hud-speed = speed { $fraction }
hud-debug = debug
hud-rewound = REWOUND −{ $seconds } s ({ $back }: back, { $replay }: replay)
hud-replaying = REPLAY −{ $seconds } s ({ $replay }: hold still, { $back }: back)
step-grid = grid
step-brute-force = brute force
step-way = { $way } ({ $key }: switch)   shells { $shells }
step-pairs = pairs { $pairs }   exact tests { $tests }
step-times = broad { $broad } µs   narrow { $narrow } µs   draw { $draw } µs   { $fps } fps
inset-title = target { $target }: local space
inset-subtitle = initial pose, M(s)^-1·P of each shell
inset-triangle = in triangle #{ $triangle }
inset-edges = edges: { $edges }
inset-inside = all three ≥ 0: inside
inset-tip-save = swept hit on an edge: tip save
inset-spin-save = spin hit on an edge: spin save
inset-no-hit = no hit on this target yet
inset-nearest = nearest triangle #{ $triangle }
inset-outside = one < 0: outside, no hit yet
inset-thin = thin: each shell's true path
inset-thick = thick: what the { $detection } saw
and-separator = {" and "}
or-separator = {" or "}
end-round-over = Round over
end-score = Score { $score }
end-score-best = Score { $score }   new best!
end-arena-best = { $arena }: best { $best }
end-accuracy = Accuracy { $accuracy }%  ({ $hits } hits / { $shots } shots)
end-played-with = Played with the { $tests }
end-broken = Targets broken { $broken }
end-time = Time { $time }
end-keys = { $again }: play again    { $next }: next arena
end-back = { $esc }: back
end-best-not-saved = The best was not saved: { $why }
footer-rotate = { $key }: rotate
footer-move = { $key }: move/stop
footer-thrust = { $key }: thrust
footer-fire = { $key }: fire (hold: rapid)
footer-local-view = { $key }/click: local view
footer-debug = { $key }: debug
footer-slow-motion = { $key }: slow motion
footer-all-keys = { $key }: all keys
arena-builtin-refused = { $refused }; the built-in arena too: { $builtin }

## Banners over a file that did not load: the loader's problems stay as
## `hitlab check` prints them; these say what the screen does meanwhile.
banner-playing-builtin = playing the built-in arena
banner-still-playing = still playing the last good one

## Zoom and pan, in every mode that shows a world.
key-zoom = wheel, { $in } and { $out }
key-right-drag = right drag
help-view-zoom = zoom in and out (the wheel about the pointer)
help-view-pan = move the view (also middle drag, or Shift + left drag)
help-view-fit = fit the scene to the window again
banner-nothing-to-play = nothing to play until it loads
banner-last-good-version = still playing its last good version

## Sokoban.
sokoban-no-valid-level = No valid level in this pack: { $key } lists the reasons
sokoban-level = Level { $number }/{ $of }: { $name }
sokoban-moves = Moves { $moves }   Pushes { $pushes }
sokoban-moves-pushes = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}, { $pushes ->
    [one] 1 push
   *[other] { $pushes } pushes
}
sokoban-solved-best = ✓ Solved · { $medal } · best { $best }
sokoban-not-solved-keys = Not solved yet · { $key } for keys
sokoban-not-solved = Not solved yet
sokoban-solved-by-replay = Solved by the replay · not your record
sokoban-solved = Solved!
sokoban-solved-last = last level: the level list
sokoban-solved-next = next level
sokoban-solved-keys = { $confirm }: { $enter } · { $unsolved }: next unsolved · { $undo }: undo · { $export }: export moves
sokoban-choose-level = Choose a level ({ $up } { $down }, { $confirm }; { $back } to go back)
sokoban-typed = {"   "}typed: { $typed }
sokoban-list-keys = { $prev } / { $next }: { $page } at a time   { $first } / { $last }: first / last   { $digits }: go to a number   { $unsolved }: next unsolved   { $edit }: edit   entry { $entry } of { $of }{ $typed }
sokoban-list-best = ✓ { $medal } · best { $best }{ $lines }
sokoban-list-skipped = { $number }  skipped: { $problem }

## The lesson presenter's band and banners.
help-lesson-next = next step
help-lesson-back = previous step
help-lesson-reset = set the step up again from its seed
help-lesson-class = hand the arrows and Space to the class (a paused step plays on), or take them back
lesson-ended = End of the lesson: { $back } goes back, { $esc } to the title
lesson-ended-chooser = End of the lesson: { $back } goes back, { $esc } to the lesson chooser
lesson-class-plays = the class plays: { $play } play the step ({ $class } takes them back)   { $next } next   { $back } back   { $reset } reset
lesson-class-plays-last = the class plays: { $play } play the step ({ $class } takes them back)   { $back } back   { $reset } reset
lesson-last-step = last step   { $back } back   { $reset } reset   { $class }: the class plays
lesson-keys = { $next } next   { $back } back   { $reset } reset   { $class }: the class plays
lesson-none-shipped = no lessons (lessons/*.toml) in the resources
lesson-not-loaded = { $path }: could not be loaded
lesson-step-problem = step { $step }: { $problem }
banner-staying-on-lesson = staying on this lesson
banner-step-before = still showing the step before
banner-last-good-lesson = still showing the last good lesson
# A banner's heading: which file was refused and for how many problems
# (banner-refused), then what the screen does meanwhile.
banner-heading = { $summary } ({ $fallback }):
# $file: the file as the screen opened it; $count: its problems, at least 1.
banner-refused = { $count ->
    [one] { $file } rejected, 1 problem
   *[other] { $file } rejected, { $count } problems
}
banner-more = (+{ $hidden } more: `hitlab check` on the file lists them all)

## The ray lab's own keys (each scene's help rows and its panel are the
## core's words, still English).
help-raylab-scene = choose a scene
help-raylab-ray-moves = move the ray's origin (scene 5: capsule A)
help-raylab-drag = drag the ray's origin, points and shapes; elsewhere aim the ray
help-raylab-script = held controls act every step: `0:{ $control }*45` turns 45°
key-mouse-drag = Mouse drag
key-script = Script
control-raylab-next-case = next prepared case (hit, miss, inside, parallel...)
control-raylab-reset-scene = reset the scene
control-raylab-next-scene = next scene
control-raylab-prev-scene = previous scene
control-raylab-scene-1 = scene 1: ray vs axis-aligned rect (slabs)
control-raylab-scene-2 = scene 2: ray vs rotated rect
control-raylab-scene-3 = scene 3: ray vs disk
control-raylab-scene-4 = scene 4: line vs line
control-raylab-scene-5 = scene 5: segment distance, capsules
control-raylab-scene-6 = scene 6: ray vs capsule
control-raylab-scene-7 = scene 7: free scene, first hit
control-raylab-up = move the shape up (0.05 units/step)
control-raylab-down = move the shape down
control-raylab-left = move the shape left
control-raylab-right = move the shape right
control-raylab-rotate-shape = rotate the rect/capsule counter-clockwise (1°/step)
control-raylab-rotate-shape-back = rotate the rect/capsule clockwise
control-raylab-rotate-ray = rotate the ray counter-clockwise (1°/step)
control-raylab-rotate-ray-back = rotate the ray clockwise
control-raylab-ray-up = move the ray's origin up
control-raylab-ray-down = move the ray's origin down
control-raylab-ray-left = move the ray's origin left
control-raylab-ray-right = move the ray's origin right
control-raylab-rotate-left-line = rotate the left line counter-clockwise (1°/step)
control-raylab-rotate-left-line-back = rotate the left line clockwise
control-raylab-rotate-right-line = rotate the right line counter-clockwise
control-raylab-rotate-right-line-back = rotate the right line clockwise
value-yes = yes
value-no = no

## Sokoban's one-line notices (worded by the session in the core).
# $key: the key that shows the level list.
sokoban-skipped = { $count ->
    [one] 1 level skipped; { $key } lists it with the reason
   *[other] { $count } levels skipped; { $key } lists them with the reason
}
sokoban-reload-skipped = { $count ->
    [one] {" "}(1 invalid level skipped; { $key } lists it)
   *[other] {" "}({ $count } invalid levels skipped; { $key } lists them)
}
# $note: sokoban-reload-skipped, or nothing.
sokoban-reloaded = Pack reloaded{ $note }
sokoban-level-changed = This level changed on disk: restarted{ $note }
sokoban-level-invalid = The level in play is no longer valid{ $note }
sokoban-level-rejected = Level { $level } rejected: still playing the last good version
sokoban-last-level = That was the last level of this pack
sokoban-progress-not-saved = Could not save progress in { $folder }: { $why }
sokoban-no-data-folder = No data folder on this system: nothing exported
sokoban-exported = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
} saved to { $path }
sokoban-not-exported = Could not write { $path }: { $why }
# $key: the key that exports the moves.
sokoban-nothing-to-replay = Nothing to replay: export moves with { $key } first
sokoban-replaying-saved = Replaying your saved moves
sokoban-replaying-solution = Replaying the pack's solution
# Why a move or a dragged plan was refused, named by the rect test behind it.
sokoban-refused-worker-wall = Blocked: the worker's probe overlaps a wall (rect test)
sokoban-refused-box-wall = Blocked: the box's probe overlaps a wall (rect test)
sokoban-refused-box-box = Blocked: the box's probe overlaps another box (rect test)
sokoban-refused-no-push-path = No path: the box cannot be pushed there
sokoban-refused-no-walk-path = No path: the worker cannot reach that cell

## The ray lab's scenes: titles, verdicts and prepared cases. A case's id
## is its name in kebab case (the name stays English in lesson files).
raylab-title-1 = 1  Ray vs axis-aligned rect (slab method)
raylab-title-2 = 2  Ray vs rotated rect (local i/j frame)
raylab-title-3 = 3  Ray vs disk (quadratic, discriminant)
raylab-title-4 = 4  Line vs line (2×2 inverse matrix)
raylab-title-5 = 5  Segment distance and capsules
raylab-title-6 = 6  Ray vs capsule (band + two disks)
raylab-title-7 = 7  Free scene: the first hit wins
# $what: raylab-the-rect, raylab-the-disk or raylab-the-capsule.
raylab-the-rect = the rect
raylab-the-disk = the disk
raylab-the-capsule = the capsule
raylab-verdict-miss = miss: the ray does not meet { $what }
raylab-verdict-grazes = grazes { $what }: one touch point
raylab-verdict-hit = hit: enters { $what } at P0, leaves at P1
raylab-verdict-inside = starts inside { $what }: exit only
raylab-verdict-slab-parallel = miss: parallel to a slab and outside it
raylab-verdict-slab-y-first = miss: leaves the Y slab before entering X (inX > outY)
raylab-verdict-slab-x-first = miss: leaves the X slab before entering Y (inY > outX)
raylab-verdict-slab-behind = miss: the rect is behind the ray (exit t < 0)
raylab-verdict-disk-behind = miss: both roots are behind the origin (t < 0)
raylab-verdict-disk-misses = miss: D < 0, the line misses the circle
raylab-verdict-lines-cross = the lines cross at R
raylab-verdict-lines-parallel = parallel: |A| = 0, no intersection
raylab-verdict-lines-coincident = coincident: one line; R = midpoint of P and Q
raylab-verdict-lines-degenerate = no answer: a direction is zero or not finite
raylab-verdict-capsules-touch = capsules touch: d = { $d } ≤ r1 + r2 = { $sum }
raylab-verdict-capsules-apart = apart: d = { $d } > r1 + r2 = { $sum }
raylab-verdict-not-finite = no answer: a point is not finite
raylab-verdict-free-inside = starts inside shape { $number } ({ $name }): its exit is first
raylab-verdict-free-hit = first hit: shape { $number } ({ $name })
raylab-verdict-free-miss = miss: the ray meets no shape
raylab-case-modified = { $case } (modified)
raylab-case-crossing = crossing
raylab-case-miss-leaves-y-before-entering-x = miss: leaves Y before entering X
raylab-case-axis-parallel-ray = axis-parallel ray
raylab-case-starts-inside = starts inside
raylab-case-grazes-a-corner = grazes a corner
raylab-case-runs-along-an-edge = runs along an edge
raylab-case-rect-behind-the-ray = rect behind the ray
raylab-case-miss = miss
raylab-case-ray-parallel-to-the-i-axis = ray parallel to the i axis
raylab-case-miss-d-0 = miss (D < 0)
raylab-case-tangent-d-0 = tangent (D = 0)
raylab-case-disk-behind-the-ray = disk behind the ray
raylab-case-parallel = parallel
raylab-case-coincident = coincident
raylab-case-apart = apart
raylab-case-capsules-touch = capsules touch
raylab-case-parallel-segments = parallel segments
raylab-case-segments-cross = segments cross
raylab-case-b-is-a-single-point = B is a single point
raylab-case-hits-the-side = hits the side
raylab-case-hits-a-cap = hits a cap
raylab-case-parallel-to-the-axis = parallel to the axis
raylab-case-first-hit-the-rect = first hit: the rect
raylab-case-starts-inside-the-disk = starts inside the disk
raylab-case-misses-everything = misses everything
# Each scene's help rows: raylab-help-move-<what>-<way>, -turn-<what>-ccw/cw.
raylab-help-turn-ray-ccw = rotate the ray counter-clockwise, 1°/step
raylab-help-turn-ray-cw = rotate the ray clockwise
raylab-help-move-rect-left = move the rect left
raylab-help-move-rect-down = move the rect down
raylab-help-move-rect-up = move the rect up
raylab-help-move-rect-right = move the rect right
raylab-help-turn-rect-ccw = rotate the rect counter-clockwise, 1°/step
raylab-help-turn-rect-cw = rotate the rect clockwise
raylab-help-move-disk-left = move the disk left
raylab-help-move-disk-down = move the disk down
raylab-help-move-disk-up = move the disk up
raylab-help-move-disk-right = move the disk right
raylab-help-move-capsule-left = move the capsule left
raylab-help-move-capsule-down = move the capsule down
raylab-help-move-capsule-up = move the capsule up
raylab-help-move-capsule-right = move the capsule right
raylab-help-turn-capsule-ccw = rotate the capsule counter-clockwise, 1°/step
raylab-help-turn-capsule-cw = rotate the capsule clockwise
raylab-help-move-origin-left = move the ray's origin left
raylab-help-move-origin-down = move the ray's origin down
raylab-help-move-origin-up = move the ray's origin up
raylab-help-move-origin-right = move the ray's origin right
raylab-help-turn-shapes-ccw = rotate the rotated rect and the capsule
raylab-help-turn-shapes-cw = rotate them clockwise
raylab-help-turn-left-line-ccw = rotate the left line counter-clockwise, 1°/step
raylab-help-turn-left-line-cw = rotate the left line clockwise
raylab-help-turn-right-line-ccw = rotate the right line counter-clockwise
raylab-help-turn-right-line-cw = rotate the right line clockwise
raylab-help-move-capsule-b-left = move capsule B left
raylab-help-move-capsule-b-down = move capsule B down
raylab-help-move-capsule-b-up = move capsule B up
raylab-help-move-capsule-b-right = move capsule B right
raylab-help-turn-capsule-b-ccw = rotate capsule B, 1°/step
raylab-help-turn-capsule-b-cw = rotate capsule B clockwise
raylab-help-turn-capsule-a-ccw = rotate capsule A, 1°/step
raylab-help-turn-capsule-a-cw = rotate capsule A clockwise
raylab-help-move-capsule-a-up = move capsule A up
raylab-help-move-capsule-a-down = move capsule A down
raylab-help-move-capsule-a-left = move capsule A left
raylab-help-move-capsule-a-right = move capsule A right
# The panel's word values (its labels are the formulas' symbols).
raylab-case-loaded = case loaded
raylab-value-none = none
raylab-value-none-inside = none (inside)
raylab-value-no-roots = none (D < 0)
raylab-value-miss = miss
raylab-value-inside-band = inside the band
raylab-value-band-not-crossed = not crossed (parallel or missed)
raylab-value-cap-a = cap disk at A
raylab-value-cap-b = cap disk at B
raylab-value-side = side (band)
raylab-value-clamped-start = yes, at the start (0)
raylab-value-clamped-end = yes, at the end (1)
raylab-value-not-clamped = no, inside

## The ray lab's panel rows and figure labels with words, or a formula a
## language writes its own way: raylab-label- and the label's letters and
## digits in runs, + and − as plus and minus. A label without a message is
## shown as the scene writes it (symbols: P0, inX, r1 + r2).
raylab-label-angle = angle°
raylab-label-hit = hit
raylab-label-t-entry = t entry
raylab-label-t-exit = t exit
raylab-label-normal = normal
raylab-label-P0-on = P0 on
raylab-label-P1-on = P1 on
raylab-label-band-t-in = band t in
raylab-label-band-t-out = band t out
raylab-label-band-in = band in
raylab-label-band-out = band out
raylab-label-band = band
raylab-label-roots = roots
raylab-label-D-b-minus-c = D = b²−c
raylab-label-t-minus-minus-b-minus-D = t− = −b−√D
raylab-label-t-plus-minus-b-plus-D = t+ = −b+√D
raylab-label-first = first
raylab-label-first-t = first t
raylab-label-first-point = first point
raylab-label-later = later
raylab-label-a-angle = a angle°
raylab-label-b-angle = b angle°
raylab-label-R-mid-P-Q = R (mid P,Q)
raylab-label-local-R0-m-ui-m-uj = local R0 (m·ui, m·uj)
raylab-label-local-v-v-ui-v-uj = local v (v·ui, v·uj)
raylab-label-rect-angle = rect angle°
raylab-label-touch-d-r1-plus-r2 = touch (d ≤ r1 + r2)
raylab-label-t1-on-A = t1 on A
raylab-label-t2-on-B = t2 on B
raylab-label-t1-clamped = t1 clamped
raylab-label-t2-clamped = t2 clamped
raylab-label-P1-on-A = P1 on A
raylab-label-P2-on-B = P2 on B
raylab-label-min = min
raylab-label-max = max
## The free scene's shapes, in its verdict and its rows ("2 disk: t").
raylab-shape-rect = rect
raylab-shape-rotated-rect = rotated rect
raylab-shape-disk = disk
raylab-shape-capsule = capsule

# Arena editor: properties
arena-editor-properties-arena = Arena
arena-editor-properties-keys = { $fields } field · { $step } value (Shift ×10, Ctrl ×0.1) · { $type } type
arena-editor-properties-typing = Typing: { $keep } keeps it, { $cancel } cancels
keys-on-text-field = on a text field
control-arena-editor-next-field = properties: focus the next field
control-arena-editor-previous-field = properties: focus the previous field
control-arena-editor-increase = properties: the focused value one step up (or the next choice)
control-arena-editor-decrease = properties: the focused value one step down (or the previous choice)
control-arena-editor-increase-fine = properties: the focused value a tenth of a step up
control-arena-editor-decrease-fine = properties: the focused value a tenth of a step down
control-arena-editor-increase-coarse = properties: the focused value ten steps up
control-arena-editor-decrease-coarse = properties: the focused value ten steps down
control-arena-editor-edit-text = properties: type into a text field (Enter keeps, Esc cancels)

# Arena editor

## The arena editor (hitlab edit ARENA.toml). Numbers come written as the
## file writes them; $file is a path; $keys a key or keys.
arena-editor-title = Editing { $file }
arena-editor-title-unsaved = Editing { $file }  (not saved)
arena-editor-status = arena { $width } × { $height }   test: { $detection }   { $grid }   undo { $undo } · redo { $redo }
arena-editor-grid-on = grid on
arena-editor-grid-off = grid off
arena-editor-flight = {"   "}shells { $speed }/step every { $cooldown } steps   plane turns { $turn }°/step
arena-editor-hits = { $hits ->
    [one] 1 hit to break
   *[other] { $hits } hits to break
}
# A shape's kind, as the file's `kind` names it.
arena-editor-kind-star = star
arena-editor-kind-moon = moon
arena-editor-kind-ellipse = ellipse
arena-editor-kind-letter = letter
arena-editor-kind-rect = rect
arena-editor-kind-disk = disk
arena-editor-part-plane = the plane's start
arena-editor-part-target = target { $number } ({ $kind })
arena-editor-part-obstacle = obstacle { $number } ({ $kind })
arena-editor-nothing-selected = Nothing selected: { $select } or a click selects a part.
arena-editor-at = at [{ $x }, { $y }]
arena-editor-heading = heading { $degrees }°
arena-editor-pose = angle { $degrees }°   scale { $scale }
arena-editor-spin = spin { $degrees } deg/step
arena-editor-star = { $tips } tips, radius { $outer } (inner { $inner })
arena-editor-letter = letter "{ $character }"
arena-editor-rect = size { $width } × { $height }   angle { $degrees }°
arena-editor-disk = radius { $radius }
arena-editor-no-problems = No problems: the arena loads as it is.
# The problems follow, in the loader's words (as hitlab check prints them).
arena-editor-problems = { $count ->
    [one] 1 problem (as hitlab check says it):
   *[other] { $count } problems (as hitlab check says them):
}
arena-editor-saved = Saved { $file }
arena-editor-saved-elsewhere = This arena is part of the game and cannot be changed: saved as { $file }
# $why: the system's reason, in its own words.
arena-editor-save-failed = Could not save: { $why }
arena-editor-unsaved-on-leaving = Edits not saved: { $save } saves them; { $esc } again leaves without saving
arena-editor-unsaved-on-closing = Edits not saved: { $save } saves them; close the window again to quit without saving
arena-editor-changed-elsewhere = The file was changed elsewhere; your edits are kept, and saving writes them over it.
arena-editor-reloaded = The file was changed elsewhere: opened again as it is now.
arena-editor-cannot-play = Fix the problems first: the arena does not load as it is.
arena-editor-playing = Playing the edited arena: { $back } goes back to the editor
# The footer: each key with what it does, in a few words.
arena-editor-hint-select = { $keys } select
arena-editor-hint-move = { $keys } move
arena-editor-hint-rotate = { $keys } rotate
arena-editor-hint-scale = { $keys } scale
arena-editor-hint-spin = { $keys } spin
arena-editor-hint-add = { $keys } add
arena-editor-hint-undo = { $keys } undo
arena-editor-hint-save = { $keys } save
arena-editor-hint-play = { $keys } play
arena-editor-hint-all-keys = { $keys } all keys
# The help overlay's rows for controls that share one (their keys joined).
arena-editor-help-select = select the next / previous part (plane, targets, obstacles)
arena-editor-help-move = move the selection (one grid step)
arena-editor-help-nudge = move the selection a little
arena-editor-help-rotate = turn the selection counter-clockwise / clockwise (15°)
arena-editor-help-scale = make the selection smaller / larger (scale 0.1)
arena-editor-help-spin = spin the selected target 1°/step more counter-clockwise / clockwise
arena-editor-help-tips = a selected star: one tip more / fewer
arena-editor-help-thinner = a selected star: thinner / fatter tips
arena-editor-help-hits = a selected target: more / fewer hits to break it
arena-editor-help-letter = a selected letter: the next / previous character
arena-editor-help-add = add a star, moon, ellipse or letter target, a rect or disk obstacle
arena-editor-help-width = make the arena wider / narrower
arena-editor-help-height = make the arena taller / shorter
arena-editor-help-shells = shells fly 0.05 units a step faster / slower
arena-editor-help-cooldown = one step more / fewer between shells
arena-editor-help-turn = the plane turns 0.5° a step faster / slower
arena-editor-help-fields = properties: the next / previous field
arena-editor-help-value = properties: the value up / down (Shift ×10, Ctrl ×0.1)
# The help overlay's mouse rows: the "keys" column, then what it does.
arena-editor-help-click-keys = click, drag
arena-editor-help-click = select a part, move it (snapped when the grid is on)
arena-editor-help-handles-keys = drag a handle
arena-editor-help-handles = the dot turns the selection to face the pointer, the ring scales it
arena-editor-cannot-open = { $file }: cannot edit: { $why }
arena-editor-no-file = the arena editor needs a file: hitlab edit FILE

## The arena editor's controls in the help overlay (F1).
control-arena-editor-select-next = select the next part (plane, targets, obstacles)
control-arena-editor-select-previous = select the previous part
control-arena-editor-move-left = move the selection left (one grid step)
control-arena-editor-move-right = move the selection right
control-arena-editor-move-up = move the selection up
control-arena-editor-move-down = move the selection down
control-arena-editor-nudge-left = move the selection left a little
control-arena-editor-nudge-right = move the selection right a little
control-arena-editor-nudge-up = move the selection up a little
control-arena-editor-nudge-down = move the selection down a little
control-arena-editor-rotate-left = turn the selection counter-clockwise (15°)
control-arena-editor-rotate-right = turn the selection clockwise (15°)
control-arena-editor-grow = make the selection larger (scale +0.1)
control-arena-editor-shrink = make the selection smaller (scale −0.1)
control-arena-editor-spin-up = spin the selected target 1°/step more counter-clockwise
control-arena-editor-spin-down = spin the selected target 1°/step more clockwise
control-arena-editor-more-tips = a selected star: one tip more
control-arena-editor-fewer-tips = a selected star: one tip fewer
control-arena-editor-thinner = a selected star: thinner tips
control-arena-editor-fatter = a selected star: fatter tips
control-arena-editor-more-hits = a selected target: more hits to break it
control-arena-editor-fewer-hits = a selected target: fewer hits to break it
control-arena-editor-next-letter = a selected letter: the next character
control-arena-editor-previous-letter = a selected letter: the previous character
control-arena-editor-add-star = add a star target
control-arena-editor-add-moon = add a moon target
control-arena-editor-add-ellipse = add an ellipse target
control-arena-editor-add-letter = add a letter target
control-arena-editor-add-rect = add a rect obstacle
control-arena-editor-add-disk = add a disk obstacle
control-arena-editor-duplicate = copy the selected target or obstacle
control-arena-editor-delete = delete the selected target or obstacle
control-arena-editor-wider = make the arena wider
control-arena-editor-narrower = make the arena narrower
control-arena-editor-taller = make the arena taller
control-arena-editor-shorter = make the arena shorter
control-arena-editor-faster-shells = shells fly 0.05 units a step faster
control-arena-editor-slower-shells = shells fly 0.05 units a step slower
control-arena-editor-longer-cooldown = one step more between shells
control-arena-editor-shorter-cooldown = one step fewer between shells
control-arena-editor-turn-faster = the plane turns 0.5° a step faster
control-arena-editor-turn-slower = the plane turns 0.5° a step slower
control-arena-editor-detection = the next hit test the round starts with
control-arena-editor-grid = snap to the grid on or off
control-arena-editor-undo = undo the last edit
control-arena-editor-redo = redo an undone edit
control-arena-editor-save = save the file
control-arena-editor-play = play the arena as edited; Esc comes back to the editor

# Sokoban editor

## The Sokoban editor (hitlab edit PACK.xsb). $file is a file's name or
## path; $why a reason (the loader's or the system's words); $states a
## count already grouped ("12,345").
sokoban-editor-untitled = Level { $number }
sokoban-editor-heading = Editing { $file }: level { $number } of { $count }, { $name }
sokoban-editor-heading-changed = Editing { $file }: level { $number } of { $count }, { $name }   (changed, not saved)
sokoban-editor-palette = Paint:
sokoban-editor-tool-wall = wall
sokoban-editor-tool-floor = floor
sokoban-editor-tool-goal = goal
sokoban-editor-tool-box = box
sokoban-editor-tool-box-on-goal = box on goal
sokoban-editor-tool-worker = worker
sokoban-editor-tool-erase = erase
sokoban-editor-blank = the board is empty: paint a wall to start
sokoban-editor-no-wall-in-first-row = the top row needs a wall, or the file would not read it as a board
sokoban-editor-no-such-level = there is no level there
sokoban-editor-would-not-read-back = the text around this level would not read it back as drawn (an open Comment: block?); mend the file as text
sokoban-editor-not-done = Not done: { $why }
sokoban-editor-playable = A level: one worker, { $boxes ->
    [one] 1 box
   *[other] { $boxes } boxes
} and as many goals
sokoban-editor-not-a-level = Not a level yet: { $why }
sokoban-editor-solving = Solving ... { $states } states so far
sokoban-editor-solvable = Solvable: fewest pushes { $pushes } ({ $moves ->
    [one] 1 move
   *[other] { $moves } moves
}), { $states } states searched
# $count: the same number as $states, ungrouped, to choose the plural by.
sokoban-editor-no-solution = { $count ->
    [one] No solution: the only reachable state was searched
   *[other] No solution: all { $states } reachable states were searched
}
sokoban-editor-gave-up = Gave up after { $states } states: it may or may not have a solution
sokoban-editor-solve-stopped = Solver stopped
sokoban-editor-solve-stale = The board changed: solve again for a new answer
sokoban-editor-not-playable = Not a level yet, so it cannot run: { $why }
sokoban-editor-saved = Saved { $file }
sokoban-editor-saved-elsewhere = The shipped pack cannot be changed: saved as { $file } (it plays from the pack chooser)
sokoban-editor-unsaved = Not saved: { $esc } again leaves without saving, { $save } saves
sokoban-editor-unsaved-on-closing = Not saved: { $save } saves; close the window again to quit without saving
sokoban-editor-changed-on-disk = { $file } changed on disk since it was opened: { $save } again overwrites it
sokoban-editor-save-failed = Could not save { $file }: { $why }
sokoban-editor-nowhere-to-save = The shipped pack cannot be changed, and there is no levels folder to save a copy in
sokoban-editor-cannot-read = { $file }: cannot read: { $why }
sokoban-editor-hint = arrows: cursor   { $tools }: paint   click or drag: paint   { $save }: save   { $solve }: solve   { $play }: play   { $undo }: undo   { $help }: all keys
sokoban-editor-playing = Playing the board being edited: { $back } or { $esc } goes back to editing
# The help overlay's rows for controls that share one, and the mouse's.
sokoban-editor-help-cursor = move the cursor
sokoban-editor-help-grow = add a column or row at that side
sokoban-editor-help-shrink = remove the column or row at that side
sokoban-editor-help-levels = edit the next / previous level of the pack
sokoban-editor-help-click-keys = click / drag
sokoban-editor-help-click = paint the chosen tool on the squares
sokoban-editor-help-palette-keys = click the palette
sokoban-editor-help-palette = choose a tool, painting nothing

## The Sokoban editor's controls in the help overlay (F1).
control-sokoban-editor-cursor-up = move the cursor up
control-sokoban-editor-cursor-down = move the cursor down
control-sokoban-editor-cursor-left = move the cursor left
control-sokoban-editor-cursor-right = move the cursor right
control-sokoban-editor-paint = paint the chosen tool at the cursor
control-sokoban-editor-wall = paint a wall at the cursor (and choose walls)
control-sokoban-editor-floor = paint floor at the cursor, keeping a box or the worker
control-sokoban-editor-goal = paint a goal at the cursor, keeping a box or the worker
control-sokoban-editor-box = paint a box at the cursor
control-sokoban-editor-box-on-goal = paint a box on a goal at the cursor
control-sokoban-editor-player = put the worker at the cursor (it moves there)
control-sokoban-editor-erase = erase the cursor's square
control-sokoban-editor-grow-left = add a column at the left
control-sokoban-editor-grow-right = add a column at the right
control-sokoban-editor-grow-top = add a row at the top
control-sokoban-editor-grow-bottom = add a row at the bottom
control-sokoban-editor-shrink-left = remove the left column
control-sokoban-editor-shrink-right = remove the right column
control-sokoban-editor-shrink-top = remove the top row
control-sokoban-editor-shrink-bottom = remove the bottom row
control-sokoban-editor-new-level = add a new level after this one
control-sokoban-editor-copy-level = add a copy of this level after it
control-sokoban-editor-next-level = edit the next level of the pack
control-sokoban-editor-prev-level = edit the previous level of the pack
control-sokoban-editor-solve = solve the board in the background (again: stop)
control-sokoban-editor-undo = undo the last edit
control-sokoban-editor-redo = redo an undone edit
control-sokoban-editor-save = save the pack
control-sokoban-editor-play = play the board from here (again: back to editing)

## The preferences screen (F7, and the title's last row).
prefs-heading = Preferences
prefs-kept = Each change takes effect at once and is kept for the next start.
prefs-footer = { $rows } choose a row    { $values } change it    { $enter } next value    { $close } or { $esc } close
prefs-language = Language
prefs-theme = Theme
prefs-theme-dark = Dark
prefs-theme-light = Light
prefs-theme-high-contrast = High contrast
prefs-palette = Colours
prefs-palette-standard = Standard
prefs-palette-okabe-ito = Okabe–Ito (safe for colour blindness)
prefs-text-size = Text size
prefs-reduced-motion = Reduced motion
prefs-ghost = Ghost of the best run
prefs-open-everything = Every chapter open
prefs-speed = Game speed
prefs-sound = Sound
prefs-volume = Volume
prefs-fullscreen = Fullscreen
prefs-graphics = Graphics
prefs-graphics-auto = Automatic
prefs-graphics-note = from the next start
prefs-keys = Keys…
prefs-close = Close
prefs-on = On
prefs-off = Off
## The keys page: each mode's controls and the keys bound to them.
keys-title = Your keys
keys-listening = Press the new key for “{ $what }” ({ $esc } cancels)
keys-clash = { $key } is already the key for “{ $what }”
keys-refused = { $why }: press another key ({ $esc } cancels)
keys-bound = “{ $what }”: { $key }
keys-reset-one = “{ $what }” is back on its default keys
keys-reset-all = Every control is back on its default keys
keys-footer = { $choose } choose    { $mode } mode    { $enter } new key    { $reset } default    { $all } all defaults    { $esc } back
help-keys-choose = choose a control
help-keys-mode = the previous or next mode
help-keys-rebind = press a new key for the chosen control (Esc cancels)
help-keys-reset = the chosen control back to its default keys
help-keys-reset-all = every control of every mode back to its default keys
help-keys-click = choose a control and press its new key

## A question on a lesson step
question-class-said = the class said { $said }
question-tally = the class said { $said }; it was { $was }
question-distance = , { $distance } units away
question-skipped = nothing (skipped)
question-no-guess = nothing
question-no-answer = no answer: { $why }
question-why = Why: { $why }
question-keys-choose = { $choose } the class's choice   { $skip } skip   { $reveal } reveal
question-keys-point = click the class's point   { $skip } skip   { $reveal } reveal
question-keys-number = the class says a number   { $skip } skip   { $reveal } reveal
help-question-choose = the class's choice on a question
help-question-skip = skip the class's guess
help-question-reveal = reveal the answer (the step runs on)
question-legend = thin ring: the class's point   thick ring: the answer

## A lesson's worksheet (questions.html and answers.html beside the handout)
worksheet-questions-title = { $title }: questions
worksheet-answers-title = { $title }: answer key
worksheet-question-number = Question { $n } of { $count } · step { $step }, { $name }
worksheet-picture-asked = Question { $n }: the step before the answer
worksheet-picture-revealed = Question { $n }: the step with its answer
worksheet-hint-choose = Circle one.
worksheet-hint-point = Mark the point on the picture.
worksheet-hint-number = Write the number.
worksheet-room = Your answer:
worksheet-answer = Answer: { $answer }
worksheet-answer-point = Answer: the thick ring on the picture, at { $point }
## Replays and the ghost
chooser-footer-arenas = { $up } { $down } { $left } { $right } / { $page-up }, { $page-down }: choose   { $open }: open   type to filter   { $edit }: edit   { $watch }: watch your best   { $esc }: title
help-chooser-watch = watch your best round in the chosen arena
watch-no-best = No best round is kept for this arena yet: finish a round with a new best to keep one.
watch-refused = This replay cannot be watched: { $why }
hud-watching = REPLAY
## A student alone with a lesson (hitlab lesson FILE --student, the lesson chooser's "on my own")
question-you-said = you said { $said }
question-you-tally = you said { $said }; it was { $was }
question-keys-student-choose = { $choose } your answer   { $reveal } reveal without answering
question-keys-student-point = click your answer, or aim with { $aim } then { $enter }   { $reveal } reveal without answering
question-keys-student-number = type a number, then { $enter }: { $typed }   { $reveal } reveal without answering
question-student-again = { $reset } try this step again   { $next } next
question-legend-student = thin ring: your point   thick ring: the answer
student-summary-title = How you did: { $title }
student-summary-row = { $n }. { $ask }  { $how }
student-first-time = right first time
student-after-retry = right after a retry
student-not-right = not right
student-unanswered = not answered
student-totals = { $first } right first time, { $after } right after a retry, { $not } not right, { $none } not answered
student-kept = Your answers are kept in { $path }
student-not-kept = Your answers could not be kept: { $why }
student-summary-keys = { $back } back to the lesson   { $esc } leave
help-lesson-alone = the chosen lesson on my own: answer each question, then a summary
help-student-type = type your number or move your aim at a point, { $enter } answers, on my own (Backspace erases)
keys-while-typing = while you type a number
question-student-right = Right.
question-student-wrong = Not right.
## The campaign (the title's "Play")
mode-campaign = Play
blurb-campaign = Go on with the campaign: arenas and Sokoban levels in chapters that medals open
campaign-title = Campaign
campaign-chapter = Chapter { $number } of { $count }: { $name }
campaign-medals = { $held } of { $most } medals held here
campaign-locked = Locked: { $missing } more medals in the chapters before open it (needs { $needs })
campaign-open-all = Every chapter is open (preferences)
campaign-arena = arena
campaign-level = Sokoban level
campaign-practice = practice, always open
campaign-no-medal = no medal yet
campaign-medal-bronze = bronze
campaign-medal-silver = silver
campaign-medal-gold = gold
campaign-solved = solved: { $moves } moves, { $pushes } pushes
campaign-unsolved = not solved yet
campaign-broken = does not load: { $why }
campaign-refused = This chapter opens with { $missing } more medals: earn them in the chapters before it
campaign-footer = { $choose } choose    { $chapter } chapter    { $enter } play    { $esc } back
help-campaign-choose = choose an arena or a level
help-campaign-chapter = the chapter before or after
help-campaign-play = play the chosen arena or level
help-campaign-click = play the arena or level clicked
## Sokoban: medals by pushes, a solution's statistics, the next unsolved level, copy and paste
control-sokoban-next-unsolved = the next level not yet solved
help-sokoban-copy = copy the level and its moves as text (XSB and LURD)
help-sokoban-paste = paste a level as text (XSB, with or without LURD moves) and play it
sokoban-medal-gold = gold
sokoban-medal-silver = silver
sokoban-medal-bronze = bronze
# $lines: sokoban-solved-lines; sokoban-list-best ends with it, or with nothing for a record kept
# before box lines were counted.
sokoban-list-lines = {" · "}{ $lines }
sokoban-solved-lines = { $lines ->
    [one] 1 box line
   *[other] { $lines } box lines
}, { $changes ->
    [one] 1 box change
   *[other] { $changes } box changes
}
sokoban-medal-earned-gold = Gold medal: as few pushes as the best known solution ({ $best })
sokoban-medal-earned-silver = Silver medal: gold takes { $best } pushes or fewer
sokoban-medal-earned-bronze = Bronze medal: silver takes { $silver } pushes or fewer, gold { $best }
sokoban-medal-unmeasured = Bronze medal: no known solution to measure by
sokoban-all-solved = Every level of this pack is solved
sokoban-copied = { $moves ->
    [0] Level copied as XSB
    [one] Level and 1 move copied as XSB and LURD
   *[other] Level and { $moves } moves copied as XSB and LURD
}
sokoban-not-copied = Could not copy: { $why }
sokoban-pasted = { $moves ->
    [0] Pasted level opened (after the pack's levels)
    [one] Pasted level opened with 1 move (after the pack's levels)
   *[other] Pasted level opened with { $moves } moves (after the pack's levels)
}
sokoban-not-pasted = Not pasted: { $why }
# The medals of an arena: their names, the conditions, and the end box's
# rows (what the round earned, what the next medal needs).
medal-bronze = Bronze
medal-silver = Silver
medal-gold = Gold
medal-condition-no-misses = with no tip or spin misses
medal-condition-accuracy = with { $percent }% accuracy or more
medal-condition-time-left = with { $seconds } s left or more
end-medal-new = New medal: { $medal }!
end-medal = Medal: { $medal }
end-medal-none = No medal this round
end-medal-condition-missed = No medal: it needs a round { $condition }
end-medal-next = Next: { $medal } at { $score } points
end-medal-next-if = Next: { $medal } at { $score } points, { $condition }
end-medal-all = Every medal held
# The arena chooser's grid: ← → move a card, ↑ ↓ a row; a card's medals.
help-chooser-before = the card before
help-chooser-after = the card after
card-medal-bronze = bronze
card-medal-silver = silver
card-medal-gold = gold
card-medal-none = no medal yet   ·   { $next } at { $score }
card-medal-held = { $held } held   ·   { $next } at { $score }
card-medal-top = { $held } held: the best there is
## Share codes (Ctrl+C copies one, Ctrl+V opens one). $position counts
## characters from 1; $found is the character there.
code-refused = That code does not open: { $why }
code-empty = it is empty
code-prefix = character { $position }: a Hit Lab code starts with HL
code-version = character { $position }: “{ $found }” is not a code version this game reads (it reads { $version })
code-kind = character { $position }: “{ $found }” is not a kind of code (R replay, L lesson step, S Sokoban level)
code-character = character { $position }: “{ $found }” cannot stand there in a code
code-length = it is { $symbols } characters long after its kind, which no code is: some are missing or extra
code-check = it does not check out: a character is mistyped, missing or extra
code-contents = it checks out but its contents do not read ({ $why })
code-wrong-kind = it is a { $found } code, not a { $expected } code
code-kind-replay = replay
code-kind-lesson = lesson step
code-kind-sokoban = Sokoban level
code-copied = Copied the { $kind } code: paste it anywhere, then Ctrl+V in Hit Lab opens it
code-nothing-to-copy = No finished round yet: finish one, then copy its replay code
code-clipboard-failed = The clipboard could not be used: { $why }
code-opened-replay = Watching a shared round: { $arena }, seed { $seed }
code-not-saved = The shared level could not be kept to open: { $why }
help-app-paste = open the share code on the clipboard
control-shooter-copy-code = copy the last finished round's replay code to the clipboard

## The daily arena: everyone gets the same arena, seed and twist each day.
daily-name = { $arena } · daily { $date }: { $twist }
daily-twist-fast_shells = fast shells
daily-twist-point_test = point test
daily-twist-double_spin = double spin
daily-twist-slow_turn = slow turns
daily-twist-short_round = short round
daily-twist-tough_targets = tough targets
daily-streak = { $days ->
    [one] streak 1 day
   *[other] streak { $days } days
}
daily-no-date = The local date could not be read: no daily arena
help-chooser-daily = today's daily arena: the same arena, seed and twist for everyone
help-chooser-yesterday = yesterday's daily arena again (not ranked)

## A watched replay's end box and footer: a round already played earns nothing.
end-replay-over = Replay over
end-keys-watched = { $again }: watch again
footer-watch-pause = { $key }: pause
footer-watch-again = { $key }: watch again
footer-back = { $key }: back
hud-watching-paused = PAUSED ({ $resume }: resume)

lesson-asking = { $reveal } reveal   { $next } next   { $back } back   { $reset } reset   { $class }: the class plays
lesson-asking-last = last step   { $reveal } reveal   { $back } back   { $reset } reset   { $class }: the class plays
lesson-student-keys = { $next } next   { $back } back   { $reset } try the step again   { $class }: play the step
lesson-student-last-step = last step   { $next } how you did   { $back } back   { $reset } try the step again   { $class }: play the step
lesson-student-plays = you play: { $play } play the step ({ $class } stops)   { $next } next   { $back } back   { $reset } try again
lesson-student-plays-last = you play: { $play } play the step ({ $class } stops)   { $next } how you did   { $back } back   { $reset } try again
lesson-student-asking = { $answer }   { $reveal } reveal   { $next } next   { $back } back
lesson-student-asking-last = last step   { $answer }   { $reveal } reveal   { $next } how you did   { $back } back
lesson-student-answer-choose = { $choose } answer
lesson-student-answer-point = click, or { $aim } then { $enter }, to answer
lesson-student-answer-number = type a number, { $enter } answers ({ $erase } erases)
keys-while-aiming = while you aim at a point
keys-while-answering = while you answer on your own
