use super::*;

use crate::levels::campaign::load_campaign;
use crate::test_support::scratch;

fn shipped() -> (Campaign, PathBuf) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/campaign.toml");
    let base = path.parent().unwrap().to_owned();
    (load_campaign(&path).unwrap(), base)
}

#[test]
fn a_chapter_opens_once_the_chapters_before_it_hold_its_medals() {
    assert_eq!(
        open_chapters(&[0, 4, 6], &[3, 3, 0], false),
        [true, false, true]
    );
    assert_eq!(
        open_chapters(&[0, 4, 6], &[4, 1, 0], false),
        [true, true, false]
    );
    assert_eq!(
        open_chapters(&[0, 4, 6], &[0, 0, 0], true),
        [true, true, true]
    );
}

#[test]
fn finishing_a_chapters_medals_opens_the_next_chapter() {
    let (campaign, base) = shipped();
    let temp = scratch("campaign-opens");
    let data = temp.path().join("data");
    let page = CampaignPage::load(&campaign, &base, Some(&data), false);
    assert!(page.chapters[0].open);
    assert!(!page.chapters[1].open, "nothing held yet");
    assert_eq!(
        page.chapters[1].medals_missing(),
        campaign.chapters[1].needs
    );
    // Every arena of the first chapter at gold, every level solved: the
    // written files, read again as the screen reads them.
    let mut bests = Bests::default();
    let mut progress = Progress::default();
    for row in &page.chapters[0].rows {
        match &row.item {
            Item::Arena(name) => {
                bests.earn_medal(name, Medal::Gold);
            }
            Item::Sokoban(_, number) => {
                let pack = Pack::load(&row.path).unwrap();
                let Some(Ok(level)) = pack.entry(*number) else {
                    panic!("level {number}");
                };
                progress.note_solved(level, 10, 2);
            }
        }
    }
    bests.save(&data).unwrap();
    progress.save(&data).unwrap();
    let page = CampaignPage::load(&campaign, &base, Some(&data), false);
    let (held, most) = page.chapters[0].medals();
    assert_eq!(held, most);
    assert!(
        page.chapters[1].open,
        "the first chapter's medals open the second"
    );
    assert_eq!(page.chapters[1].held_before, held);
    assert!(!page.chapters[2].open, "the second holds none yet");
    // The campaign goes on where something is not at gold.
    assert_eq!(page.going_on(), (1, 0));
    assert_eq!((page.chapter, page.row), (1, 0));
}

#[test]
fn one_medal_short_keeps_the_next_chapter_shut_and_says_so() {
    let two = Campaign {
        chapters: vec![
            Chapter {
                names: vec!["A".into(), "あ".into()],
                needs: 0,
                items: vec![Item::Arena("arenas/default.toml".into())],
            },
            Chapter {
                names: vec!["B".into(), "い".into()],
                needs: 3,
                items: vec![Item::Arena("arenas/storm.toml".into())],
            },
        ],
    };
    let (_, base) = shipped();
    let mut bests = Bests::default();
    bests.earn_medal("arenas/default.toml", Medal::Silver);
    let page = CampaignPage::new(&two, &base, &bests, &Progress::default(), false);
    assert!(!page.chapters[1].open);
    assert_eq!(page.chapters[1].medals_missing(), 1);
    let mut page = page;
    page.apply(CampaignControl::NextChapter);
    page.apply(CampaignControl::Play);
    assert_eq!(page.refused, Some(1));
    assert_eq!(page.take_request(), None);
    // Everything open: it plays.
    let mut page = CampaignPage::new(&two, &base, &bests, &Progress::default(), true);
    page.apply(CampaignControl::NextChapter);
    page.apply(CampaignControl::Play);
    assert!(
        matches!(page.take_request(), Some(Request::OpenArena(p)) if p.ends_with("storm.toml"))
    );
    bests.earn_medal("arenas/default.toml", Medal::Gold);
    let page = CampaignPage::new(&two, &base, &bests, &Progress::default(), false);
    assert!(page.chapters[1].open);
}

#[test]
fn a_practice_arena_plays_in_a_locked_chapter_and_a_level_opens_at_its_number() {
    let (campaign, base) = shipped();
    let mut page = CampaignPage::new(
        &campaign,
        &base,
        &Bests::default(),
        &Progress::default(),
        false,
    );
    let practice = page
        .chapters
        .iter()
        .flat_map(|c| c.rows.iter())
        .filter(|r| r.practice)
        .count();
    assert!(practice > 0, "the shipped campaign has a practice arena");
    // A Sokoban item of the first chapter: Enter asks for its level.
    let row = page.chapters[0]
        .rows
        .iter()
        .position(|r| matches!(r.item, Item::Sokoban(..)))
        .unwrap();
    page.chapter = 0;
    page.choose(row);
    page.apply(CampaignControl::Play);
    let Some(Request::OpenPackLevel(path, number)) = page.take_request() else {
        panic!("a level opens");
    };
    assert!(path.ends_with("hitlab.xsb"));
    assert_eq!(
        Item::Sokoban("sokoban/hitlab.xsb".into(), number),
        page.chapters[0].rows[row].item
    );
    // A locked chapter's practice arena still plays.
    let two = Campaign {
        chapters: vec![
            campaign.chapters[0].clone(),
            Chapter {
                names: vec!["P".into(), "P".into()],
                needs: 3,
                items: vec![Item::Arena("arenas/inside_spin.toml".into())],
            },
        ],
    };
    let mut page = CampaignPage::new(&two, &base, &Bests::default(), &Progress::default(), false);
    assert!(!page.chapters[1].open);
    page.apply(CampaignControl::NextChapter);
    assert!(page.playable(0));
    page.apply(CampaignControl::Play);
    assert!(page.take_request().is_some());
}

#[test]
fn a_chapter_is_named_in_every_language_the_window_speaks() {
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    assert_eq!(codes, crate::levels::campaign::LANGUAGES);
}
