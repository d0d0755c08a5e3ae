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
mode-lesson = Lesson
mode-arena-chooser = The arena chooser
mode-pack-chooser = The pack chooser
mode-lesson-chooser = The lesson chooser
mode-could-not-start = { $mode } could not start: { $why }
mode-stopped = { $mode } stopped: { $why }
lesson-could-not-start = the lesson could not start: { $why }
no-other-arena = no other arena loads

## The title screen.
title-subtitle = See why a hit is a hit: collision detection you can play
blurb-shooter = Shells vs spinning shapes: the point test misses, the swept test hits
blurb-raylab = Rays vs boxes, disks, lines and capsules, with entry and exit points
blurb-sokoban = The warehouse puzzle, built on rectangle overlap tests
blurb-lessons = Prepared walk-throughs with captions: Page Down / Page Up step them
# $other: the other language's name in its own words (日本語).
title-footer = { $digits }, arrows + { $enter }, or click to play    { $help } help    { $contrast } contrast    { $language } { $other }    { $fullscreen } fullscreen    { $esc } { $esc } quit
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
help-app-back = back to the title screen
help-app-quit = quit (press { $esc } twice)
help-title-open = open Shooter, Ray lab, Sokoban or the Lessons
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

## The choosers.
chooser-heading-arenas = Choose an arena
chooser-heading-packs = Choose a Sokoban pack
chooser-heading-lessons = Choose a lesson
chooser-name-arenas = Arenas
chooser-name-packs = Sokoban packs
chooser-name-lessons = Lessons
